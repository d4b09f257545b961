// Import questions from a JSON file in the spec's shape (part 1 §3): a list of questions, or
// {questions: [...]}, each with options as plain strings or {id, text}, `text` for questionText and
// an optional Vietnamese block. The server creates all of them in the bank chosen here, or none.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { AdminQuestionImportBody, TestVersion } from '@civics/sync-protocol';
import { Card } from '../../ui/card';
import { Notice } from '../../ui/notice';
import { SelectField } from '../../ui/select-field';
import { listInJsonFile } from '../lib/json-file';
import { JsonFileImport } from '../ui/json-file-import';
import { notifySuccess } from '../ui/notify';
import { contentKeys, importQuestions } from './content-api';
import { importRefusalText } from './import-refusal';
import { TEST_VERSION_OPTIONS } from '../lib/test-versions';

const EXAMPLE = `[{
  "officialNumber": 101,
  "categoryId": 3,
  "text": "What is the capital?",
  "options": ["Washington", "Boston"],
  "correctOptionIndex": 0,
  "vietnamese": {
    "text": "Thủ đô là gì?",
    "options": ["Washington", "Boston"]
  }
}]`;

export function QuestionFileImportPanel() {
  const queryClient = useQueryClient();
  const [version, setVersion] = useState<TestVersion>('2025');
  const run = useMutation({
    mutationFn: async (chosen: File) => {
      const list = await listInJsonFile(
        chosen,
        'questions',
        'list of questions: a list, or an object with "questions"',
      );
      // The server checks every field and answers the first fault, in plain words here.
      try {
        return await importQuestions({ version, questions: list as AdminQuestionImportBody['questions'] });
      } catch (error) {
        if (error instanceof Error) error.message = importRefusalText(error.message);
        throw error;
      }
    },
    onSuccess: async (result) => {
      notifySuccess('Questions imported', `${result.created.length} questions created in the ${version} bank`);
      await queryClient.invalidateQueries({ queryKey: contentKeys.questions });
    },
  });
  return (
    <Card title="Import questions from a file" aria-label="Import questions from a file">
      <p className="admin-muted">
        A JSON list of questions; all are created, or none. Each question needs <code>officialNumber</code>,{' '}
        <code>categoryId</code> (the ID shown on <Link to="/admin/categories">Categories</Link>), <code>text</code>,{' '}
        <code>options</code> (two or more, plain text or {'{id, text}'}) and <code>correctOptionIndex</code> (counted
        from 0). It may add <code>explanation</code> and a Vietnamese translation under <code>vietnamese</code>.
      </p>
      <pre className="admin-example">{EXAMPLE}</pre>
      <JsonFileImport
        fileLabel="Question file (JSON)"
        run={run}
        choice={
          <SelectField
            label="Into bank"
            value={version}
            onChange={(e) => setVersion(e.target.value as TestVersion)}
            options={TEST_VERSION_OPTIONS}
          />
        }
      />
      {run.data && (
        <Notice tone="success">
          {`Created ${run.data.created.length} questions: `}
          {run.data.created.map((q) => `${q.version} #${q.officialNumber} ${q.questionText}`).join('; ')}
        </Notice>
      )}
    </Card>
  );
}
