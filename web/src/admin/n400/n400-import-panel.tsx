// Import N-400 items from a JSON file in the seed's own shape (the reference files: a list of
// records, or an object holding the list under the kind's name). Known items (same number, term or
// question) take the file's English and keep their place and translations; new ones go last.
// All or nothing: the server names the first bad record and writes none.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { N400Kind } from '@civics/sync-protocol';
import { Card } from '../../ui/card';
import { Notice } from '../../ui/notice';
import { listInJsonFile } from '../lib/json-file';
import { JsonFileImport } from '../ui/json-file-import';
import { importN400Items, n400Key } from './n400-api';

const FILES: Record<N400Kind, string> = {
  part9: 'n400-part9.json',
  vocabulary: 'n400-vocabulary.json',
  personal: 'n400-personal-questions.json',
};

export function N400ImportPanel({ kind, kindLabel }: { kind: N400Kind; kindLabel: string }) {
  const client = useQueryClient();
  const run = useMutation({
    mutationFn: async (chosen: File) =>
      importN400Items(kind, await listInJsonFile(chosen, kind, `list: a list of records, or {"${kind}": [...]}`)),
    onSuccess: () => void client.invalidateQueries({ queryKey: n400Key }),
  });
  return (
    <Card title={`Import ${kindLabel.toLowerCase()} from a file`}>
      <p className="admin-muted">
        A JSON list in the shape of the seed’s <code>{FILES[kind]}</code>. Items already here take the file’s English
        and keep their place and translations; new ones are added at the end. All are imported, or none.
      </p>
      <JsonFileImport fileLabel="File (JSON)" run={run} />
      {run.data && <Notice tone="success">{`Imported: ${run.data.added} added, ${run.data.changed} changed.`}</Notice>}
    </Card>
  );
}
