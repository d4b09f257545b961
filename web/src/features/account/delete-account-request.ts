// DELETE /api/account carries the current password in a JSON body. The shared request() sends a
// body only with POST, PUT and PATCH (a DELETE elsewhere has none), so this one call builds its own
// fetch with the same conventions: credentials, no cache, JSON, and the X-Requested-With mark the
// server's CSRF rule asks for.
import type { DeleteAccountBody } from '@civics/sync-protocol';
import { REQUEST_TIMEOUT_MS, RequestError } from '../../lib/request';

export async function requestAccountDeletion(password: string): Promise<void> {
  const body: DeleteAccountBody = { password };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS * 3);
  try {
    const response = await fetch('/api/account', {
      method: 'DELETE',
      credentials: 'include',
      cache: 'no-store',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    if (!response.ok) throw new RequestError(`${response.status}: ${response.statusText}`, response.status);
  } finally {
    clearTimeout(timer);
  }
}
