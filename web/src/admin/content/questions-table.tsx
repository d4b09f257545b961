import type { AdminCategoryDto, AdminQuestionDto } from '@civics/sync-protocol';
import { Button } from '../../ui/button';
import { DataTable, type Column } from '../ui/data-table';
import { DeactivateQuestion } from './deactivate-question';

interface QuestionsTableProps {
  questions: readonly AdminQuestionDto[];
  categories: readonly AdminCategoryDto[];
  onEdit: (question: AdminQuestionDto) => void;
}

export function QuestionsTable({ questions, categories, onEdit }: QuestionsTableProps) {
  const categoryName = (id: number) => categories.find((c) => c.id === id)?.name ?? `Category ${id}`;
  const columns: Column<AdminQuestionDto>[] = [
    { header: 'No.', cell: (q) => q.officialNumber, nowrap: true },
    { header: 'Question', cell: (q) => q.questionText },
    { header: 'Correct answer', cell: (q) => q.options.find((o) => o.id === q.correctOptionId)?.text ?? '' },
    { header: 'Category', cell: (q) => categoryName(q.categoryId) },
    {
      header: 'Status',
      nowrap: true,
      cell: (q) =>
        [
          q.isActive ? 'Active' : 'Inactive',
          q.isTimeSensitive ? `Time-sensitive${q.answerAsOf ? ` (${q.answerAsOf})` : ''}` : '',
          q.editedByAdmin ? 'Edited' : '',
        ]
          .filter(Boolean)
          .join(' · '),
    },
  ];
  const actions = (q: AdminQuestionDto) => (
    <div className="button-row">
      <Button variant="secondary" onClick={() => onEdit(q)} aria-label={`Edit question ${q.officialNumber}`}>
        Edit
      </Button>
      {q.isActive && <DeactivateQuestion question={q} />}
    </div>
  );
  return <DataTable caption="Questions" columns={columns} rows={questions} actions={actions} />;
}
