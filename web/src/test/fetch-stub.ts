// A stand-in for the API at the network boundary: tests say what the server answers per call.
import { vi } from 'vitest';

export type FetchHandler = (url: string, init: RequestInit) => Response | Promise<Response>;

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Replaces fetch; the mock's calls read as [url, init] because the app always passes both. */
export function stubFetch(handler: FetchHandler) {
  const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(async (url, init) =>
    handler(String(url), init),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The parsed JSON body of the first call to `url`. */
export function sentBody(fetchMock: ReturnType<typeof stubFetch>, url: string): unknown {
  const call = fetchMock.mock.calls.find(([called]) => called === url);
  if (!call) throw new Error(`no call to ${url}`);
  return JSON.parse(String(call[1].body));
}

/** A user answer as the server sends it (snake_case). */
export function userDto(overrides: Record<string, unknown> = {}) {
  return {
    id: 7,
    username: 'maria',
    email: 'maria@example.com',
    cellphone: '4155550123',
    full_name: 'Maria Nguyen',
    role: 'user',
    preferred_language: 'vi',
    state: 'CA',
    test_version: '2025',
    progress_data: {},
    last_login: null,
    created_at: '2026-01-01T00:00:00.000Z',
    is_approved: true,
    approval_level: 2,
    approved_at: '2026-01-02T00:00:00.000Z',
    end_date: null,
    email_verified: true,
    ...overrides,
  };
}

/** A pull answer as the server sends it: the whole account, default settings, nothing recorded yet. */
export function pullDto(overrides: Record<string, unknown> = {}, studyModeSettings: Record<string, unknown> = {}) {
  return {
    cursor: 1,
    full: true,
    language: 'vi',
    progressResetAt: null,
    settings: {
      studyModeSettings: {
        questionsCount: 5,
        categoryFilters: [],
        autoBilingual: false,
        questionReadCount: 3,
        timeLimit: 30,
        currentBatchIndex: 0,
        ...studyModeSettings,
      },
      testModeSettings: { questionsCount: 10 },
      updatedAt: null,
    },
    answers: [],
    studySessions: [],
    testAttempts: [],
    ...overrides,
  };
}
