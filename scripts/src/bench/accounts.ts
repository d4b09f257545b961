// Learner accounts for a benchmark, made straight in the database (one shared password hash) and
// signed in through the real login route.
import type { CivicsApp } from '@civics/api';

export async function benchLearners(app: CivicsApp, count: number, prefix: string): Promise<string[]> {
  const register = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      username: `${prefix}0`,
      password: 'bench-pass',
      email: `${prefix}0@example.com`,
      cellphone: '5551234567',
      state: 'CA',
      securityQuestion1: 'What was the name of your first pet?',
      securityAnswer1: 'a',
      securityQuestion2: 'What is your favorite book?',
      securityAnswer2: 'b',
      securityQuestion3: 'What is your favorite food?',
      securityAnswer3: 'c',
    },
  });
  if (register.statusCode !== 201) throw new Error(`bench registration failed: ${register.body}`);
  const template = await app.db
    .selectFrom('users')
    .selectAll()
    .where('username', '=', `${prefix}0`)
    .executeTakeFirstOrThrow();
  const { id: _id, ...row } = template;
  const rows = Array.from({ length: count - 1 }, (_, i) => ({
    ...row,
    username: `${prefix}${i + 1}`,
    email: `${prefix}${i + 1}@example.com`,
  }));
  if (rows.length) await app.db.insertInto('users').values(rows).execute();
  await app.db
    .updateTable('users')
    .set({ emailVerified: 1, isApproved: 1, approvalLevel: 2 })
    .where('username', 'like', `${prefix}%`)
    .execute();
  const cookies: string[] = [];
  for (let i = 0; i < count; i++) {
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: `${prefix}${i}`, password: 'bench-pass' },
    });
    const cookie = login.cookies.find((c) => c.name === 'sessionId');
    if (!cookie) throw new Error(`bench login failed: ${login.body}`);
    cookies.push(`sessionId=${cookie.value}`);
  }
  return cookies;
}
