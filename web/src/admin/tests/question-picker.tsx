// Picking the questions of a fixed test: the version's active questions with a search box; the
// chosen ones are listed in the order the test asks them.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AdminQuestionDto } from '@civics/sync-protocol';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { QueryState } from '../ui/query-state';
import { pickableQuestions, testKeys } from './tests-api';

interface QuestionPickerProps {
  version: string;
  selected: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}

const matches = (q: AdminQuestionDto, search: string) =>
  !search || String(q.officialNumber) === search || q.questionText.toLowerCase().includes(search.toLowerCase());

export function QuestionPicker({ version, selected, onChange, error }: QuestionPickerProps) {
  const [search, setSearch] = useState('');
  const questions = useQuery({ queryKey: [...testKeys.questions, version], queryFn: () => pickableQuestions(version) });
  const toggle = (id: number) => onChange(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  const byId = new Map((questions.data?.items ?? []).map((q) => [q.id, q]));
  return (
    <fieldset className="stack admin-options">
      <legend className="field-label">Questions ({selected.length} chosen)</legend>
      {error && <p className="field-error">{error}</p>}
      {selected.length > 0 && (
        // The order is the order the test asks them; each shows its official number once ("Q3").
        <ol className="admin-picker-chosen">
          {selected.map((id) => {
            const number = byId.get(id)?.officialNumber;
            return (
              <li key={id}>
                <span>{number === undefined ? `Question ${id}` : `Q${number} ${byId.get(id)!.questionText}`}</span>
                <Button variant="ghost" onClick={() => toggle(id)} aria-label={`Remove question ${number ?? id}`}>
                  Remove
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      <TextField
        label="Search questions"
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value.trim())}
      />
      <QueryState
        query={questions}
        isEmpty={(page) => page.items.length === 0}
        empty="This test version has no active questions."
      >
        {(page) => (
          <div className="admin-picker">
            {page.items
              .filter((q) => matches(q, search))
              .map((q) => (
                <label key={q.id} className="checkbox-field">
                  <input type="checkbox" checked={selected.includes(q.id)} onChange={() => toggle(q.id)} />
                  <span>
                    Q{q.officialNumber} {q.questionText}
                  </span>
                </label>
              ))}
          </div>
        )}
      </QueryState>
    </fieldset>
  );
}
