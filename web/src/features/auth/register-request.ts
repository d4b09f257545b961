import type { RegisterAnswer, RegisterBody } from '@civics/sync-protocol';
import { requestJson } from '../../lib/request';

export const registerRequest = (body: RegisterBody): Promise<RegisterAnswer> =>
  requestJson<RegisterAnswer>('POST', '/api/register', body);
