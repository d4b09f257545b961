// Category filter, question selector and Previous/Next over the filtered list.
import type { CategoryDto, QuestionDto } from '@civics/sync-protocol';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';

interface QuestionPickerProps {
  questions: QuestionDto[];
  categories: CategoryDto[];
  categoryId: string;
  onCategory: (categoryId: string) => void;
  selectedId: number | undefined;
  onSelect: (questionId: number) => void;
  /** Marks a question in the list (e.g. translated). */
  marker?: (question: QuestionDto) => string;
}

export const ALL_CATEGORIES = 'all';
export const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

export function QuestionPicker({ questions, categories, categoryId, onCategory, selectedId, onSelect, marker }: QuestionPickerProps) {
  const index = questions.findIndex((q) => q.id === selectedId);
  const go = (step: number) => {
    const next = questions[index + step];
    if (next) onSelect(next.id);
  };
  return (
    <div className="admin-filters translation-picker">
      <SelectField
        label="Category"
        value={categoryId}
        onChange={(e) => onCategory(e.target.value)}
        options={[{ value: ALL_CATEGORIES, label: 'All categories' }, ...categories.map((c) => ({ value: String(c.id), label: c.name }))]}
      />
      <SelectField
        label="Question"
        value={selectedId === undefined ? '' : String(selectedId)}
        onChange={(e) => onSelect(Number(e.target.value))}
        options={questions.map((q) => ({ value: String(q.id), label: `${q.officialNumber}. ${shorten(q.questionText, 60)}${marker ? marker(q) : ''}` }))}
      />
      <div className="button-row">
        <Button variant="secondary" disabled={index <= 0} onClick={() => go(-1)}>
          Previous
        </Button>
        <Button variant="secondary" disabled={index < 0 || index >= questions.length - 1} onClick={() => go(1)}>
          Next
        </Button>
      </div>
    </div>
  );
}
