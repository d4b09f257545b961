// Issue 22: a message from the server in the learner's language. The API's answer carries a code
// (sync-protocol error-codes.ts) for every message it knows; a code without a translation, or an
// answer without a code, stays the server's English. Field messages of the shared form rules are
// matched to their codes in field-error-text.ts, which only the forms load (not the start-up path).
// The texts are the `errors` namespace, loaded with the screens that send forms and by the signed-in
// shell after its first paint, so they stay out of the start-up bundle.
import i18next from '../i18n/i18n';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The text of one error code in the learner's language; `n` fills a "question {n}" kind of message. */
export function textOfCode(code: string | undefined, n?: number): string | undefined {
  const key = `errors:${code}`;
  return code && i18next.exists(key) ? (i18next.t as unknown as Translate)(key, { n }) : undefined;
}

/** The server's error answer in the learner's language: by its code, else its English as sent. */
export function translateServerError(
  body: { code?: string; message?: string; error?: string } | undefined,
): string | undefined {
  if (!body) return undefined;
  // A numbered message ("Security question 2 is required") keeps its number in the translation.
  const n = body.message?.match(/\d+/)?.[0];
  return textOfCode(body.code, n === undefined ? undefined : Number(n)) ?? body.message ?? body.error;
}

// The app's own texts for what went wrong (no server answer to translate). English only when the
// `errors` texts could not load, so a learner never sees a key or the browser's own words.
const CLIENT_TEXT_ENGLISH = {
  network_unavailable: 'No internet connection. Check your connection and try again.',
  request_timeout: 'The system is responding slowly. Please try again later.',
  server_error: 'Something went wrong on our side. Please try again.',
  request_failed: 'Something went wrong. Please try again.',
  signed_out_here: 'Signed out on this phone',
  signed_out_tell_server_online: 'The server will be told when you are back online.',
  signed_out_tell_server_later: 'The server will be told the next time it can be reached.',
} as const;

export type ClientTextCode = keyof typeof CLIENT_TEXT_ENGLISH;

/** One of the app's own error texts in the learner's language. */
export const clientText = (code: ClientTextCode): string => textOfCode(code) ?? CLIENT_TEXT_ENGLISH[code];
