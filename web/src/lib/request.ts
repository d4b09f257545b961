// The one way the app talks to the API (spec part 1 §1 "shared client conventions").
import type { ErrorBody } from '@civics/sync-protocol';
import { clientText, translateServerError } from './error-text';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const REQUEST_TIMEOUT_MS = 10_000;
// The spec fixes this exact text ("the system is responding slowly, please try again later").
export const REQUEST_TIMEOUT_MESSAGE = 'Request timeout: Hệ thống đang phản hồi chậm, vui lòng thử lại sau.';

/** A non-OK answer. `body` is the server's `{error, message, fields}` when it sent JSON. */
export class RequestError extends Error {
  override readonly name = 'RequestError';
  constructor(
    message: string,
    readonly status: number,
    readonly body?: Partial<ErrorBody>,
  ) {
    super(message);
  }
}

const BODY_METHODS = new Set<HttpMethod>(['POST', 'PUT', 'PATCH']);

export const apiPath = (path: string): string =>
  path.startsWith('/api') ? path : `/api${path.startsWith('/') ? '' : '/'}${path}`;

function parseErrorBody(text: string): Partial<ErrorBody> | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Partial<ErrorBody>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends a request and answers the Response when it is OK; otherwise throws a RequestError whose
 * message is `${status}: ${text || statusText}`. Network failures are thrown as fetch throws them.
 */
export async function request(
  method: HttpMethod,
  path: string,
  data?: unknown,
  timeoutMs = REQUEST_TIMEOUT_MS,
): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const sendsBody = BODY_METHODS.has(method) && data !== undefined;
  try {
    const response = await fetch(apiPath(path), {
      method,
      credentials: 'include',
      cache: 'no-store',
      // X-Requested-With marks the call as the app's own: the server refuses a state-changing call
      // that is neither JSON nor carries it (an HTML form cannot send it), so logout needs it too.
      headers: {
        Accept: 'application/json',
        'X-Requested-With': 'fetch',
        ...(sendsBody ? { 'Content-Type': 'application/json' } : {}),
      },
      body: sendsBody ? JSON.stringify(data) : undefined,
      signal: controller.signal,
    });
    if (!response.ok) {
      const text = await response.text();
      throw new RequestError(
        `${response.status}: ${text || response.statusText}`,
        response.status,
        parseErrorBody(text),
      );
    }
    return response;
  } catch (error) {
    if (controller.signal.aborted && !(error instanceof RequestError)) throw new Error(REQUEST_TIMEOUT_MESSAGE);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** `request` and then the JSON body; a body that is not JSON throws a SyntaxError. */
export async function requestJson<T>(method: HttpMethod, path: string, data?: unknown): Promise<T> {
  const response = await request(method, path, data);
  return (await response.json()) as T;
}

/**
 * The text a screen should show for a failed request: the server's own message when it sent one,
 * in the learner's language when its code has a translation (issue 22).
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof RequestError)) return undefined;
  return translateServerError(error.body) || error.body?.message || error.body?.error || undefined;
}

/** The request could not reach the server: no connection, or the device is offline. */
export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof RequestError) return false;
  // fetch rejects with a TypeError ("Failed to fetch", "Load failed", "NetworkError…") when it cannot connect.
  return error instanceof TypeError || !navigator.onLine;
}

const isTimeout = (error: unknown): boolean => error instanceof Error && error.message === REQUEST_TIMEOUT_MESSAGE;

/**
 * Any failed request (or other error) as text for the learner, in their language: the server's
 * answer by its code, a connection failure or timeout as such, anything else a generic text.
 * Never the error's own message: a browser's "Failed to fetch" is English and says nothing to a learner.
 */
export function failureMessage(error: unknown): string {
  if (error instanceof RequestError)
    return serverMessage(error) ?? clientText(error.status >= 500 ? 'server_error' : 'request_failed');
  if (isTimeout(error)) return clientText('request_timeout');
  if (isConnectionFailure(error)) return clientText('network_unavailable');
  return clientText('request_failed');
}
