// Test-only: learners made straight in the database with one shared password hash, then signed in
// through the real login route. Registration hashes a password and three answers per account, which
// is slow on a busy machine and not what the admin tests are about.
import type { CivicsApp } from '../../app.js';
import { hashSecret } from '../../lib/passwords.js';
import { nowIso } from '../../lib/json.js';
import { sessionCookie } from '../../test/helper.js';
import { insertUser } from '../../services/accounts.js';

export const LEARNER_PASSWORD = 'learner-pass-1';
let sharedHash: Promise<string> | undefined;

export async function quickLearner(
  app: CivicsApp,
  username: string,
  level = 0,
): Promise<{ cookie: string; user: { id: number } }> {
  sharedHash ??= hashSecret(LEARNER_PASSWORD);
  await insertUser(app.db, {
    username,
    email: `${username}@example.com`,
    passwordHash: await sharedHash,
    cellphone: '5550000000',
    fullName: null,
    state: 'CA',
    createdAt: nowIso(),
    approvedAt: level > 0 ? nowIso() : null,
    endDate: null,
    lastLogin: null,
    isApproved: level > 0 ? 1 : 0,
    approvalLevel: level,
    emailVerified: 1,
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password: LEARNER_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return { cookie: sessionCookie(login), user: login.json() as { id: number } };
}
