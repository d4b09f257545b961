// The controls of an admin import from a JSON file: the picker (with any other choice beside it),
// the Import button and the server's refusal. The panel owns the mutation and says what a success did.
import { useState, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { errorText } from '../lib/admin-api';
import { FileField } from './file-field';

interface JsonFileImportProps<TData> {
  fileLabel: string;
  /** Sends the chosen file; reset when another file is chosen. */
  run: UseMutationResult<TData, Error, File>;
  /** Another choice shown beside the file picker, e.g. the bank to import into. */
  choice?: ReactNode;
}

export function JsonFileImport<TData>({ fileLabel, run, choice }: JsonFileImportProps<TData>) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <>
      <div className="admin-filters">
        {choice}
        <FileField
          label={fileLabel}
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
    </>
  );
}
