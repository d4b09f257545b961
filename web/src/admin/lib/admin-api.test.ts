import { describe, expect, it } from 'vitest';
import { RequestError } from '../../lib/request';
import { json, stubFetch } from '../../test/fetch-stub';
import { adminGet, adminSend, adminUpload } from './admin-api';

describe('admin api', () => {
  it('sends JSON with the request marker and answers the parsed body', async () => {
    const fetchMock = stubFetch(() => json({ ok: true }));
    expect(await adminSend('POST', '/admin/users/bulk-approve', { ids: [1], level: 1 })).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/users/bulk-approve');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"ids":[1],"level":1}' });
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' });
  });

  it('marks body-less actions and uploads too, and reads an empty answer as undefined', async () => {
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }));
    expect(await adminSend('DELETE', '/admin/sessions/abc')).toBeUndefined();
    await adminUpload('/admin/senators/1/portrait', new FormData());
    for (const [, init] of fetchMock.mock.calls) expect(init.headers).toMatchObject({ 'X-Requested-With': 'fetch' });
    expect(fetchMock.mock.calls[1]![1].headers).not.toHaveProperty('Content-Type');
  });

  it("throws a RequestError carrying the server's message and status", async () => {
    stubFetch(() => json({ error: 'Bad Request', message: 'You cannot disable your own account' }, 400));
    const error = await adminGet('/admin/users/1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ message: 'You cannot disable your own account', status: 400 });
  });
});
