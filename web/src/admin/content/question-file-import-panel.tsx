// Import questions from a JSON file in the spec's shape (part 1 §3): a list of questions, or
// {questions: [...]}, each with options as plain strings or {id, text}, `text` for questionText and
// an optional Vietnamese block. The server creates all of them in the bank chosen here, or none.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminQuestionImportBody, TestVersion } from '@civics/sync-protocol';
import { Card } from '../../ui/card';
import { Notice } from '../../ui/notice';
import { SelectField } from '../../ui/select-field';
import { listInJsonFile } from '../lib/json-file';
import { JsonFileImport } from '../ui/json-file-import';
import { notifySuccess } from '../ui/notify';
import { contentKeys, importQuestions } from './content-api';
import { TEST_VERSION_OPTIONS } from '../lib/test-versions';

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
      // The server checks every field and answers the first fault.
      return importQuestions({ version, questions: list as AdminQuestionImportBody['questions'] });
    },
    onSuccess: async (result) => {
      notifySuccess('Questions imported', `${result.created.length} questions created in the ${version} bank`);
      await queryClient.invalidateQueries({ queryKey: contentKeys.questions });
    },
  });
  return (
    <Card title="Import questions from a file" aria-label="Import questions from a file">
      <p className="admin-muted">
        A JSON list of questions. Options may be plain text or {'{id, text}'}; a Vietnamese translation may sit under
        “vietnamese”. All are created, or none.
      </p>
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
