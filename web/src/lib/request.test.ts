import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../test/fetch-stub';
import { REQUEST_TIMEOUT_MESSAGE, request, requestJson, RequestError, serverMessage } from './request';

afterEach(() => {
  vi.useRealTimers();
});

describe('request', () => {
  it('prefixes paths with /api unless they already have it', async () => {
    const fetchMock = stubFetch(() => json({}));
    await request('GET', '/user');
    await request('GET', '/api/user');
    await request('GET', 'settings');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/user', '/api/user', '/api/settings']);
  });

  it('sends credentials, asks for JSON without caching, and sends a JSON body only for POST, PUT and PATCH', async () => {
    const fetchMock = stubFetch(() => json({}));
    await request('POST', '/api/login', { username: 'maria' });
    await request('GET', '/api/user', { ignored: true });
    await request('DELETE', '/api/user-progress/reset', { ignored: true });

    const [, post] = fetchMock.mock.calls[0]!;
    expect(post).toMatchObject({
      method: 'POST',
      credentials: 'include',
      cache: 'no-store',
      body: '{"username":"maria"}',
    });
    expect(post.headers).toMatchObject({ Accept: 'application/json', 'Content-Type': 'application/json' });
    for (const [, init] of fetchMock.mock.calls.slice(1)) {
      expect(init.body).toBeUndefined();
      expect(init.headers).not.toHaveProperty('Content-Type');
    }
  });

  it('marks every call with X-Requested-With, so a body-less logout or DELETE passes the server CSRF rule', async () => {
    const fetchMock = stubFetch(() => json({}));
    await request('POST', '/api/logout');
    await request('DELETE', '/api/user-progress/reset');
    await request('PUT', '/api/settings', { studyModeSettings: {} });
    for (const [, init] of fetchMock.mock.calls) expect(init.headers).toMatchObject({ 'X-Requested-With': 'fetch' });
  });

  it('turns a non-OK answer into "status: text" and keeps the parsed server message', async () => {
    const body = {
      error: 'Conflict',
      message: 'Username already exists',
      fields: { username: 'Username already exists' },
    };
    stubFetch(() => json(body, 409));
    const error = await request('POST', '/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect((error as RequestError).message).toBe(`409: ${JSON.stringify(body)}`);
    expect((error as RequestError).status).toBe(409);
    expect((error as RequestError).body?.fields).toEqual({ username: 'Username already exists' });
    expect(serverMessage(error)).toBe('Username already exists');
  });

  it('uses the status text when the answer has no text', async () => {
    stubFetch(() => new Response('', { status: 502, statusText: 'Bad Gateway' }));
    await expect(request('GET', '/user')).rejects.toThrow(/^502: Bad Gateway$/);
  });

  it('gives up after 10 seconds with the Vietnamese time-out message', async () => {
    vi.useFakeTimers();
    stubFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    let settled: unknown = 'pending';
    const pending = requestJson('GET', '/questions').then(
      () => (settled = 'resolved'),
      (error: unknown) => (settled = error),
    );
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(settled).toBeInstanceOf(Error);
    expect((settled as Error).message).toBe(REQUEST_TIMEOUT_MESSAGE);
    expect(REQUEST_TIMEOUT_MESSAGE).toBe('Request timeout: Hệ thống đang phản hồi chậm, vui lòng thử lại sau.');
  });
});
