// The Zelle and bank-transfer forms' rules (spec part 2 §5), checked again on the server with the
// same messages; answers the cleaned payer details or throws a 400.
import { CLAIM_METHODS, type ClaimBody, type ClaimMethod } from '@civics/sync-protocol';
import { badRequest } from '../../lib/http-error.js';

export const ZELLE_CONTACT_REQUIRED = 'Please enter phone number or email';
export const FULL_NAME_REQUIRED = 'Please enter your full name';
export const EMAIL_INVALID = 'Please enter a valid email address';

export interface PayerDetails {
  method: ClaimMethod;
  payerName: string | null;
  payerEmail: string | null;
  payerPhone: string | null;
}

const isClaimMethod = (method: string): method is ClaimMethod => (CLAIM_METHODS as readonly string[]).includes(method);

export function payerDetails(body: ClaimBody, accountName: string | null): PayerDetails {
  if (!isClaimMethod(body.method))
    throw badRequest('This payment method does not take transfer claims', { method: 'Unknown payment method' });
  const fullName = body.fullName?.trim() ?? '';
  const email = body.email?.trim() ?? '';
  const phone = body.phone?.trim() ?? '';
  if (body.method === 'zelle') {
    if (!email && !phone) throw badRequest(ZELLE_CONTACT_REQUIRED, { phone: ZELLE_CONTACT_REQUIRED });
    if (email && !email.includes('@')) throw badRequest(EMAIL_INVALID, { email: EMAIL_INVALID });
    if (phone && (!/^[+\d(][\d\s().-]+$/.test(phone) || phone.replace(/\D/g, '').length < 7))
      throw badRequest(ZELLE_CONTACT_REQUIRED, { phone: ZELLE_CONTACT_REQUIRED });
    return {
      method: body.method,
      payerName: fullName || accountName,
      payerEmail: email || null,
      payerPhone: phone || null,
    };
  }
  if (!fullName) throw badRequest(FULL_NAME_REQUIRED, { fullName: FULL_NAME_REQUIRED });
  if (!email.includes('@')) throw badRequest(EMAIL_INVALID, { email: EMAIL_INVALID });
  return { method: body.method, payerName: fullName, payerEmail: email, payerPhone: phone || null };
}
