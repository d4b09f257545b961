// Issue 34: a switched-off payment method is refused with one status and one text whatever the
// method (403, code payment_method_off); the checkout shows that text in the learner's language.
import { textOfCode } from '../../lib/error-text';
import { RequestError } from '../../lib/request';

/** The refusal's text in the learner's language, or undefined for any other failure. */
export function methodOffText(error: unknown): string | undefined {
  if (!(error instanceof RequestError) || error.body?.code !== 'payment_method_off') return undefined;
  return textOfCode('payment_method_off') ?? error.body.message;
}
