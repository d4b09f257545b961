// Plans, features and payment methods come from the server in English, as seeded or as an admin
// wrote them. The seeded texts are shown in the learner's language (issue 21); a text an admin
// changed is shown as written, since no translation of it exists.
import type { TFunction } from 'i18next';

const SEEDED: Record<string, string> = {
  Monthly: 'monthly',
  Yearly: 'yearly',
  Lifetime: 'lifetime',
  'Full access, billed every month': 'monthlyDescription',
  'Full access for a year': 'yearlyDescription',
  'One payment, access until your interview and beyond': 'lifetimeDescription',
  'Access to all questions': 'allQuestions',
  'Multi-language support': 'languages',
  'Progress tracking': 'progress',
  'Unlimited practice tests': 'tests',
  'Credit or debit card': 'card',
  PayPal: 'paypal',
  Zelle: 'zelle',
  'Bank transfer': 'bank',
  'Visa, Mastercard, American Express': 'cardDescription',
  'Pay with your PayPal account': 'paypalDescription',
  'Send with Zelle; an admin confirms the payment': 'zelleDescription',
  'US accounts only, 1 to 3 business days': 'bankDescription',
};

/** The learner's-language text for a seeded catalog text, else the text itself. */
export function catalogText(t: TFunction<'checkout'>, text: string): string {
  const key = SEEDED[text];
  return key ? t(`catalog.${key}` as 'catalog.monthly') : text;
}
