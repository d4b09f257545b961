// Issue 22: a message from the server or the shared field rules, in the learner's language. The
// API's answer carries a code (sync-protocol error-codes.ts); a field message is matched to its
// code. Text without a code, or a code without a translation, stays the server's English.
import { errorCodeOf } from '@civics/sync-protocol/error-codes';
import type { FieldErrors } from '@civics/sync-protocol/validation';
import i18next from '../i18n/i18n';

type Translate = (key: string, options?: Record<string, unknown>) => string;

function textOfCode(code: string | undefined, n?: number): string | undefined {
  const key = `common:errors.${code}`;
  return code && i18next.exists(key) ? (i18next.t as unknown as Translate)(key, { n }) : undefined;
}

/** One message in the learner's language when we know it; else as given. */
export function translateMessage(message: string | undefined): string | undefined {
  const coded = errorCodeOf(message);
  return (coded && textOfCode(coded.code, coded.n)) ?? message;
}

/** Each field's message in the learner's language. */
export const translateFieldErrors = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, translateMessage(message) ?? message]));

/** The server's error answer in the learner's language: by its code first, then by its message. */
export function translateServerError(body: { code?: string; message?: string; error?: string } | undefined): string | undefined {
  if (!body) return undefined;
  return textOfCode(body.code) ?? translateMessage(body.message) ?? body.error;
}
