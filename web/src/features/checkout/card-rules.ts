// The card form's rules (spec part 2 §5) over PayPal's card fields: PayPal's hosted inputs hold the
// number, expiry, CVV and name (they never reach our server) and format them as typed; their
// validity decides which of the spec's messages shows. The billing email is ours.
export type CardField = 'number' | 'expiry' | 'cvv' | 'name' | 'email';

export interface HostedFieldValidity {
  number: boolean;
  expiry: boolean;
  cvv: boolean;
  name: boolean;
}

/** The fields to flag, in the form's order. */
export function cardErrors(validity: HostedFieldValidity, billingEmail: string): CardField[] {
  const errors: CardField[] = [];
  if (!validity.number) errors.push('number');
  if (!validity.expiry) errors.push('expiry');
  if (!validity.cvv) errors.push('cvv');
  if (!validity.name) errors.push('name');
  const email = billingEmail.trim();
  if (!email || !email.includes('@')) errors.push('email');
  return errors;
}
