import { RequestError, serverMessage } from '../../lib/request';

/**
 * The spec's two-way error text: the server's message (or a fallback) when the server answered,
 * a "try again later" text when it could not be reached or timed out.
 */
export function failureText(error: unknown, fallback: string, networkText: string): string {
  if (error instanceof RequestError) return serverMessage(error) ?? fallback;
  return networkText;
}
