// Issue 19: the question editor may edit the accepted answers of any question (validated), a save
// with no change does not mark the question "edited by admin", and the editor is given the
// stored subcategory and the date a time-sensitive answer is as of.
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper.js';
import { signInActors } from './admin-test-actors.js';

const HEADERS = { 'x-requested-with': 'fetch' };

describe('admin question editor: accepted answers and unchanged saves', { timeout: 60_000 }, () => {
  it('stores edited accepted answers, refuses bad ones with nothing stored, and grades from them', async () => {
    const app = await buildTestApp();
    const { admin } = await signInActors(app);
    const put = (id: number, payload: object) =>
      app.inject({ method: 'PUT', url: `/api/admin/questions/${id}`, headers: { ...HEADERS, cookie: admin }, payload });
    const stored = async () =>
      await app.db
        .selectFrom('questions')
        .select(['officialAnswers', 'editedByAdmin'])
        .where('id', '=', 47)
        .executeTakeFirstOrThrow();
    const before = await stored();
    for (const officialAnswers of [
      [],
      [''],
      ['  '],
      ['Johnson', 'johnson.'],
      Array.from({ length: 21 }, (_, i) => `Answer ${i}`),
    ]) {
      const response = await put(47, { officialAnswers });
      expect(response.statusCode, JSON.stringify(officialAnswers)).toBe(400);
      expect(response.json()).toMatchObject({ error: 'Bad Request', message: expect.any(String) });
    }
    expect(await stored()).toEqual(before);

    const saved = await put(47, { officialAnswers: [' Mike Johnson ', 'Johnson', 'Speaker Johnson'] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().officialAnswers).toEqual(['Mike Johnson', 'Johnson', 'Speaker Johnson']);
    expect(JSON.parse((await stored()).officialAnswers)).toEqual(['Mike Johnson', 'Johnson', 'Speaker Johnson']);
  });

  it('a save that changes nothing is not an edit; the editor gets the stored subcategory and the as-of date', async () => {
    const app = await buildTestApp();
    const { admin } = await signInActors(app);
    for (const id of [31, 47]) {
      const question = (
        await app.inject({ method: 'GET', url: `/api/admin/questions/${id}`, headers: { ...HEADERS, cookie: admin } })
      ).json();
      expect(question.subcategoryId).toBe(2);
      // The seed's answerAsOf (issue 19: the date is data, not words in the explanation).
      if (id === 47) expect(question.answerAsOf).toBe('2026-04-01');
      // The editor sends every editable field back as it showed them.
      const editable = [
        'categoryId',
        'subcategoryId',
        'questionText',
        'options',
        'correctOptionId',
        'explanation',
        'isActive',
        'isTimeSensitive',
        'stateSpecific',
        'applicableStates',
        'answerAsOf',
      ];
      const body = Object.fromEntries(editable.map((field) => [field, question[field]]));
      const auditBefore = await app.db.selectFrom('auditLog').select('id').execute();
      const saved = await app.inject({
        method: 'PUT',
        url: `/api/admin/questions/${id}`,
        headers: { ...HEADERS, cookie: admin },
        payload: body,
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().editedByAdmin).toBe(false);
      const row = await app.db
        .selectFrom('questions')
        .select(['editedByAdmin', 'answerAsOf'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      // Nothing written: the row keeps what the seed stored.
      expect(row).toEqual({ editedByAdmin: 0, answerAsOf: question.answerAsOf });
      expect(await app.db.selectFrom('auditLog').select('id').execute()).toHaveLength(auditBefore.length);
    }
    // A real change still marks it.
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/admin/questions/47',
      headers: { ...HEADERS, cookie: admin },
      payload: { answerAsOf: '2026-11-20' },
    });
    expect(changed.json()).toMatchObject({ editedByAdmin: true, answerAsOf: '2026-11-20' });
  });
});
