import type { MessageBody, VerificationCodeAnswer, VerifyEmailBody } from '@civics/sync-protocol';
import { requestJson } from '../../lib/request';

export const verifyEmailRequest = (body: VerifyEmailBody): Promise<MessageBody> =>
  requestJson<MessageBody>('POST', '/api/verify-email', body);

/** Sends a new code by mail; in development the answer also carries the code itself. */
export const getVerificationCodeRequest = (username: string): Promise<VerificationCodeAnswer> =>
  requestJson<VerificationCodeAnswer>('GET', `/api/get-verification-code/${encodeURIComponent(username)}`);
