// Fetches one export of the learner's data and hands it to the browser as a file download. Fetched
// (not a plain link) so a failure can be told in words instead of opening an error page.
import type { ExportCsvKind } from '@civics/sync-protocol';
import { request } from '../../lib/request';

export type ExportChoice = 'json' | ExportCsvKind;

export const exportPath = (choice: ExportChoice) =>
  choice === 'json' ? '/api/account/export?format=json' : `/api/account/export?format=csv&kind=${choice}`;

/** The file name the server proposes (Content-Disposition), else a plain one. */
export function fileNameOf(disposition: string | null, choice: ExportChoice): string {
  const match = disposition?.match(/filename="([^"]+)"/);
  return match?.[1] ?? (choice === 'json' ? 'civics-my-data.json' : `civics-${choice}.csv`);
}

export async function downloadExport(choice: ExportChoice): Promise<void> {
  const response = await request('GET', exportPath(choice), undefined, 60_000);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), choice);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
