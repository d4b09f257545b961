// The shared form rules' English field messages (sync-protocol validation) in the learner's language,
// matched to their codes by the catalogue in sync-protocol error-codes.ts. Only the sign-in and
// registration forms need it, so the catalogue stays off the start-up path.
import { errorCodeOf } from '@civics/sync-protocol/error-codes';
import type { FieldErrors } from '@civics/sync-protocol/validation';
import { textOfCode } from './error-text';

/** One message in the learner's language when we know it; else as given. */
export function translateMessage(message: string | undefined): string | undefined {
  const coded = errorCodeOf(message);
  return (coded && textOfCode(coded.code, coded.n)) ?? message;
}

/** Each field's message in the learner's language. */
export const translateFieldErrors = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, translateMessage(message) ?? message]));
