// The admin app's calls to /api/admin..., on the app's request conventions (web/src/lib/request.ts:
// same paths, timeout, RequestError). Errors carry the server's own `message` as their message, so
// screens can show it as it is. Every call says X-Requested-With: the API refuses state-changing
// calls that are neither JSON nor marked so (a cross-site form cannot send that header).
import { apiPath, RequestError, REQUEST_TIMEOUT_MESSAGE, REQUEST_TIMEOUT_MS, type HttpMethod } from '../../lib/request';

type ErrorBody = RequestError['body'];

function parseError(text: string): ErrorBody {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as ErrorBody) : undefined;
  } catch {
    return undefined;
  }
}

async function adminFetch<T>(
  method: HttpMethod,
  path: string,
  body: BodyInit | undefined,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(apiPath(path), {
      method,
      credentials: 'include',
      cache: 'no-store',
      headers: { Accept: 'application/json', 'X-Requested-With': 'fetch', ...headers },
      body,
      signal: controller.signal,
    });
    const text = await response.text();
    if (!response.ok) {
      const error = parseError(text);
      throw new RequestError(
        error?.message || `${response.status}: ${text || response.statusText}`,
        response.status,
        error,
      );
    }
    // 204 No Content (and empty bodies) answer undefined rather than a JSON syntax error.
    return (text ? JSON.parse(text) : undefined) as T;
  } catch (error) {
    if (controller.signal.aborted && !(error instanceof RequestError)) throw new Error(REQUEST_TIMEOUT_MESSAGE);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

export const adminGet = <T>(path: string): Promise<T> => adminFetch<T>('GET', path, undefined, {}, REQUEST_TIMEOUT_MS);

/** A JSON call; `body` is sent as JSON when given (POST, PUT, PATCH, DELETE alike). */
export const adminSend = <T>(method: Exclude<HttpMethod, 'GET'>, path: string, body?: unknown): Promise<T> =>
  body === undefined
    ? adminFetch<T>(method, path, undefined, {}, REQUEST_TIMEOUT_MS)
    : adminFetch<T>(method, path, JSON.stringify(body), { 'Content-Type': 'application/json' }, REQUEST_TIMEOUT_MS);

/** Multipart upload (portraits, import files); the browser sets the boundary. Three times the usual time. */
export const adminUpload = <T>(path: string, formData: FormData, method: 'POST' | 'PUT' = 'POST'): Promise<T> =>
  adminFetch<T>(method, path, formData, {}, REQUEST_TIMEOUT_MS * 3);

/** The text to show for any failed admin call. */
export const errorText = (error: unknown): string =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again.';
