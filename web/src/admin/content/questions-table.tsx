import type { AdminCategoryDto, AdminQuestionDto } from '@civics/sync-protocol';
import { Button } from '../../ui/button';
import { DataTable, type Column } from '../ui/data-table';
import { DeactivateQuestion } from './deactivate-question';
import { useReturnTo } from './use-return-to';

interface QuestionsTableProps {
  questions: readonly AdminQuestionDto[];
  categories: readonly AdminCategoryDto[];
  onEdit: (question: AdminQuestionDto) => void;
  /** The question whose editor just closed: its Edit button comes back into view, focused. */
  returnTo?: number | null;
}

export function QuestionsTable({ questions, categories, onEdit, returnTo }: QuestionsTableProps) {
  const returnHere = useReturnTo<HTMLButtonElement>();
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
      <Button
        ref={q.id === returnTo ? returnHere : undefined}
        variant="secondary"
        onClick={() => onEdit(q)}
        aria-label={`Edit question ${q.officialNumber}`}
      >
        Edit
      </Button>
      {q.isActive && <DeactivateQuestion question={q} />}
    </div>
  );
  return <DataTable caption="Questions" columns={columns} rows={questions} actions={actions} />;
}
