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
