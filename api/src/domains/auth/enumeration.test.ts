// Password reset questions must not tell which names have accounts (issue 13).
import { describe, expect, it } from 'vitest';
import { SECURITY_QUESTION_CHOICES } from '@civics/sync-protocol/constants';
import { buildTestApp, signUp } from '../../test/helper.js';
import type { CivicsApp } from '../../app.js';

const questions = (app: CivicsApp, username: string, ip = '203.0.113.7') =>
  app.inject({ method: 'POST', url: '/api/password/reset/questions', payload: { username }, remoteAddress: ip });

describe('POST /api/password/reset/questions without enumeration', () => {
  it('answers an unknown name with steady decoy questions shaped like real ones', async () => {
    const app = await buildTestApp();
    await signUp(app, 'learner1');
    const real = await questions(app, 'learner1');
    const ghost = await questions(app, 'ghost');
    expect([real.statusCode, ghost.statusCode]).toEqual([200, 200]);
    expect(Object.keys(ghost.json())).toEqual(Object.keys(real.json()));
    // Each decoy is one of the real choices for its slot, and the same on every ask (any case).
    const decoys = ghost.json() as Record<string, string>;
    [decoys.question1, decoys.question2, decoys.question3].forEach((q, i) =>
      expect(SECURITY_QUESTION_CHOICES[i]).toContain(q),
    );
    expect((await questions(app, 'GHOST')).json()).toEqual(decoys);
    // A wrong answer for the unknown name: the same refusal as for a real account.
    const reset = (username: string) =>
      app.inject({
        method: 'POST',
        url: '/api/password/reset/verify',
        payload: { username, answers: { answer1: 'a', answer2: 'b', answer3: 'c' }, newPassword: 'another1' },
      });
    const refusals = await Promise.all([reset('ghost'), reset('learner1')]);
    expect(refusals.map((r) => [r.statusCode, r.json().message])).toEqual([
      [400, 'Security answers do not match our records.'],
      [400, 'Security answers do not match our records.'],
    ]);
  });

  it('differs between names (decoys are derived per name from the server secret)', async () => {
    const app = await buildTestApp();
    const names = ['ghost1', 'ghost2', 'ghost3', 'ghost4', 'ghost5', 'ghost6'];
    const seen = new Set<string>();
    for (const [i, name] of names.entries())
      seen.add(JSON.stringify((await questions(app, name, `198.51.100.${i}`)).json()));
    expect(seen.size).toBeGreaterThan(1);
    const other = await buildTestApp({ sessionSecret: 'another-secret-that-is-long-enough-for-session' });
    const elsewhere = new Set<string>();
    for (const [i, name] of names.entries())
      elsewhere.add(JSON.stringify((await questions(other, name, `198.51.100.${i}`)).json()));
    expect([...elsewhere]).not.toEqual([...seen]);
  });

  it('limits look-ups per name (10 an hour) and per IP address (30 an hour), known or not', async () => {
    const app = await buildTestApp();
    await signUp(app, 'learner1');
    for (const name of ['learner1', 'ghost']) {
      for (let i = 0; i < 10; i++) expect((await questions(app, name, `192.0.2.${i}`)).statusCode).toBe(200);
      const eleventh = await questions(app, name, '192.0.2.99');
      expect(eleventh.statusCode).toBe(429);
      expect(eleventh.json().message).toMatch(
        /^Too many password resets requested\. Please try again in \d+ minutes\.$/,
      );
    }
    for (let i = 0; i < 30; i++) expect((await questions(app, `name${i}`, '198.51.100.200')).statusCode).toBe(200);
    expect((await questions(app, 'name99', '198.51.100.200')).statusCode).toBe(429);
  });
});
