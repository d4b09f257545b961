// Category filter and question selector of /admin/translations (Previous/Next are in the editor's controls).
import type { CategoryDto, QuestionDto } from '@civics/sync-protocol';
import { SelectField } from '../../ui/select-field';

interface QuestionPickerProps {
  questions: QuestionDto[];
  categories: CategoryDto[];
  categoryId: string;
  onCategory: (categoryId: string) => void;
  selectedId: number | undefined;
  onSelect: (questionId: number) => void;
}

export const ALL_CATEGORIES = 'all';
export const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

export function QuestionPicker({
  questions,
  categories,
  categoryId,
  onCategory,
  selectedId,
  onSelect,
}: QuestionPickerProps) {
  return (
    <div className="admin-filters translation-picker">
      <SelectField
        label="Category"
        value={categoryId}
        onChange={(e) => onCategory(e.target.value)}
        options={[
          { value: ALL_CATEGORIES, label: 'All categories' },
          ...categories.map((c) => ({ value: String(c.id), label: c.name })),
        ]}
      />
      <SelectField
        label="Question"
        value={selectedId === undefined ? '' : String(selectedId)}
        onChange={(e) => onSelect(Number(e.target.value))}
        options={questions.map((q) => ({
          value: String(q.id),
          label: `${q.officialNumber}. ${shorten(q.questionText, 60)}`,
        }))}
      />
    </div>
  );
}
