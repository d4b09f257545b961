// Import questions from a JSON file in the spec's shape (part 1 §3): a list of questions, or
// {questions: [...]}, each with options as plain strings or {id, text}, `text` for questionText and
// an optional Vietnamese block. The server creates all of them in the bank chosen here, or none.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminQuestionImportBody, TestVersion } from '@civics/sync-protocol';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Notice } from '../../ui/notice';
import { SelectField } from '../../ui/select-field';
import { errorText } from '../lib/admin-api';
import { FileField } from '../ui/file-field';
import { notifySuccess } from '../ui/notify';
import { contentKeys, importQuestions } from './content-api';
import { TEST_VERSION_OPTIONS } from '../lib/test-versions';

/** The file's questions, whether it holds a bare list or an object with a `questions` list. */
async function questionsIn(file: File): Promise<AdminQuestionImportBody['questions']> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await file.text());
  } catch (error) {
    throw new Error(`${file.name} is not JSON (${errorText(error)})`, { cause: error });
  }
  const list = Array.isArray(parsed) ? parsed : (parsed as { questions?: unknown } | null)?.questions;
  if (!Array.isArray(list))
    throw new Error(`${file.name} holds no list of questions: a list, or an object with "questions"`);
  // The server checks every field and answers the first fault.
  return list as AdminQuestionImportBody['questions'];
}

export function QuestionFileImportPanel() {
  const queryClient = useQueryClient();
  const [version, setVersion] = useState<TestVersion>('2025');
  const [file, setFile] = useState<File | null>(null);
  const run = useMutation({
    mutationFn: async (chosen: File) => importQuestions({ version, questions: await questionsIn(chosen) }),
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
      <div className="admin-filters">
        <SelectField
          label="Into bank"
          value={version}
          onChange={(e) => setVersion(e.target.value as TestVersion)}
          options={TEST_VERSION_OPTIONS}
        />
        <FileField
          label="Question file (JSON)"
          accept="application/json,.json"
          onFile={(chosen) => {
            setFile(chosen);
            run.reset();
          }}
        />
      </div>
      <div className="button-row">
        <Button onClick={() => file && run.mutate(file)} disabled={!file || run.isPending}>
          {run.isPending ? 'Importing…' : 'Import'}
        </Button>
      </div>
      {run.isError && <Notice tone="error">{`Import refused: ${errorText(run.error)}`}</Notice>}
      {run.data && (
        <Notice tone="success">
          {`Created ${run.data.created.length} questions: `}
          {run.data.created.map((q) => `${q.version} #${q.officialNumber} ${q.questionText}`).join('; ')}
        </Notice>
      )}
    </Card>
  );
}
