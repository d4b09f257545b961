import type { LoginBody } from '@civics/sync-protocol';
import { request } from '../../lib/request';
import { isUserDto, toCurrentUser, type CurrentUser } from '../../lib/session/current-user';

/** The login succeeded but its answer is not a user (spec: 'Invalid response format'). */
export class InvalidResponseError extends Error {
  override readonly name = 'InvalidResponseError';
}

export async function loginRequest(body: LoginBody): Promise<CurrentUser> {
  const response = await request('POST', '/api/login', body);
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    throw new InvalidResponseError('Login answer is not JSON');
  }
  if (!isUserDto(data)) throw new InvalidResponseError('Login answer is not a user');
  return toCurrentUser(data);
}
