import type {
  MessageBody,
  ResetQuestionsAnswer,
  ResetVerifyBody,
  VerifyAndChangePasswordBody,
} from '@civics/sync-protocol';
import { requestJson } from '../../lib/request';

export const resetQuestionsRequest = (username: string): Promise<ResetQuestionsAnswer> =>
  requestJson<ResetQuestionsAnswer>('POST', '/api/password/reset/questions', { username });

export const resetVerifyRequest = (body: ResetVerifyBody): Promise<MessageBody> =>
  requestJson<MessageBody>('POST', '/api/password/reset/verify', body);

export const verifyAndChangePasswordRequest = (body: VerifyAndChangePasswordBody): Promise<MessageBody> =>
  requestJson<MessageBody>('POST', '/api/user/verify-and-change-password', body);
