// Issue 32: an admin adds N-400 items, imports a file of them in the seed's own shape, and sets the
// order learners meet them in. Admins only; bad input is refused with a message and changes nothing;
// every write is audited and reaches the learner's next bundle.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CivicsApp } from '../../app.js';
import { buildTestApp, signInAdmin, signUp } from '../../test/helper.js';
import { sendAs } from '../../test/requests.js';

const send = (app: CivicsApp, cookie: string | undefined, method: 'POST' | 'PUT', url: string, payload: unknown) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {}, payload: payload as object });
const bundleOf = async (app: CivicsApp, cookie: string) =>
  (await sendAs(app, cookie, 'GET', '/api/n400/bundle?language=vi')).json();
const adminList = async (app: CivicsApp, cookie: string) =>
  (await sendAs(app, cookie, 'GET', '/api/admin/n400')).json();
const auditLog = async (app: CivicsApp, cookie: string) =>
  JSON.stringify((await sendAs(app, cookie, 'GET', '/api/admin/audit')).json());

const newPart9 = {
  part: '9',
  number: '99',
  text: 'Have you EVER practised for your interview with this app?',
  section: 'Practice',
  expectedAnswer: 'yes',
  keyTerms: ['claim to be a U.S. citizen'],
  edition: '01/20/25',
};
const newWord = {
  term: 'good moral character',
  plainEnglish: 'Being an honest person who obeys the law.',
  exampleAnswer: 'It means I am honest and I follow the law.',
  appearsIn: ['Part 9'],
};
const newQuestion = {
  question: 'How did you come to the United States?',
  topic: 'entry',
  answerKind: 'free',
  formReference: 'Part 9',
  sources: ['our wording'],
};

describe('the admin N-400 catalogue', { timeout: 120_000 }, () => {
  it('adds a Part 9 item, a word and an officer’s question, each last in its list, audited; the same one twice is a conflict', async () => {
    const app = await buildTestApp();
    const admin = await signInAdmin(app);
    const learner = await signUp(app, 'n400cat1', { level: 2 });

    const part9 = await send(app, admin.cookie, 'POST', '/api/admin/n400/part9', newPart9);
    expect(part9.statusCode).toBe(201);
    expect(part9.json()).toMatchObject({ kind: 'part9', id: '9-99', label: 'Item 99', isActive: true });
    const word = await send(app, admin.cookie, 'POST', '/api/admin/n400/vocabulary', newWord);
    expect(word.json()).toMatchObject({ id: 'good-moral-character', fields: { term: 'good moral character' } });
    const question = await send(app, admin.cookie, 'POST', '/api/admin/n400/personal', newQuestion);
    expect(question.json()).toMatchObject({ id: 'about-a1', label: 'entry' });

    const bundle = await bundleOf(app, learner.cookie);
    expect(bundle.part9.at(-1)).toMatchObject({ id: '9-99', text: newPart9.text, translation: null });
    expect(bundle.vocabulary.at(-1)).toMatchObject({ id: 'good-moral-character' });
    expect(bundle.personal.at(-1)).toMatchObject({ id: 'about-a1', question: newQuestion.question });

    const again = await send(app, admin.cookie, 'POST', '/api/admin/n400/part9', { ...newPart9, text: 'Other?' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The Part 9 item "9-99" exists already: edit it instead');
    const askedTwice = await send(app, admin.cookie, 'POST', '/api/admin/n400/personal', newQuestion);
    expect(askedTwice.statusCode).toBe(409);
    expect((await bundleOf(app, learner.cookie)).part9.at(-1).text).toBe(newPart9.text);
    expect(await auditLog(app, admin.cookie)).toContain('Admin boss added the N-400 Part 9 item 9-99');
  });

  it('imports a file in the seed’s shape: known items get its English and keep their place, visibility and translations; new ones go last', async () => {
    const app = await buildTestApp();
    const admin = await signInAdmin(app);
    const learner = await signUp(app, 'n400cat2', { level: 2 });
    const before = await bundleOf(app, learner.cookie);
    const first = before.vocabulary[0];
    const hidden = before.vocabulary[1];
    await sendAs(app, admin.cookie, 'PATCH', `/api/admin/n400/vocabulary/${hidden.id}`, { isActive: false });
    const file = [
      {
        term: first.term,
        plainEnglish: 'A clearer definition.',
        exampleAnswer: first.exampleAnswer,
        appearsIn: first.appearsIn,
      },
      {
        term: hidden.term,
        plainEnglish: hidden.plainEnglish,
        exampleAnswer: 'A new example.',
        appearsIn: hidden.appearsIn,
      },
      newWord,
    ];
    const imported = await send(app, admin.cookie, 'POST', '/api/admin/n400/vocabulary/import', file);
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toEqual({ added: 1, changed: 2 });

    const after = await bundleOf(app, learner.cookie);
    expect(after.vocabulary[0]).toMatchObject({ id: first.id, plainEnglish: 'A clearer definition.' });
    expect(after.vocabulary[0].translation).toEqual(first.translation);
    expect(after.vocabulary.map((v: { id: string }) => v.id)).not.toContain(hidden.id);
    expect(after.vocabulary.at(-1)).toMatchObject({ id: 'good-moral-character' });
    expect(after.vocabulary).toHaveLength(before.vocabulary.length);
    expect(await auditLog(app, admin.cookie)).toContain('Admin boss imported N-400 words: 1 added, 2 changed');

    // The seed's own reference file imports as it is: every item known, nothing added.
    const reference = JSON.parse(
      readFileSync(fileURLToPath(new URL('../../../../seed-data/reference/n400-part9.json', import.meta.url)), 'utf8'),
    ) as unknown[];
    const again = await send(app, admin.cookie, 'POST', '/api/admin/n400/part9/import', reference);
    expect(again.json()).toEqual({ added: 0, changed: reference.length });
  });

  it('sets the order learners meet the officer’s questions in, audited', async () => {
    const app = await buildTestApp();
    const admin = await signInAdmin(app);
    const learner = await signUp(app, 'n400cat3', { level: 2 });
    const ids = (await adminList(app, admin.cookie)).items
      .filter((i: { kind: string }) => i.kind === 'personal')
      .map((i: { id: string }) => i.id) as string[];
    const reversed = [...ids].reverse();
    const ordered = await send(app, admin.cookie, 'PUT', '/api/admin/n400/personal/order', { ids: reversed });
    expect(ordered.statusCode).toBe(204);
    const active = (await bundleOf(app, learner.cookie)).personal.map((p: { id: string }) => p.id);
    expect(active).toEqual(reversed.filter((id) => active.includes(id)));
    expect(await auditLog(app, admin.cookie)).toContain("Admin boss reordered the N-400 officer's questions");
  });

  it.each([
    ['an item without its text', 'POST', '/api/admin/n400/part9', { ...newPart9, text: undefined }],
    ['a field the seed has not', 'POST', '/api/admin/n400/vocabulary', { ...newWord, level: 2 }],
    ['a bad expected answer', 'POST', '/api/admin/n400/part9', { ...newPart9, expectedAnswer: 'maybe' }],
    ['a term with no letters', 'POST', '/api/admin/n400/vocabulary', { ...newWord, term: '...' }],
    ['an empty file', 'POST', '/api/admin/n400/vocabulary/import', []],
    ['a file not a list', 'POST', '/api/admin/n400/vocabulary/import', { vocabulary: [newWord] }],
    ['a file with one bad record', 'POST', '/api/admin/n400/vocabulary/import', [newWord, { term: 'x' }]],
    ['a file with an item twice', 'POST', '/api/admin/n400/personal/import', [newQuestion, newQuestion]],
    ['an order missing an item', 'PUT', '/api/admin/n400/personal/order', { ids: ['about-1'] }],
    ['an order with an unknown item', 'PUT', '/api/admin/n400/part9/order', { ids: ['9-1', 'nope'] }],
    ['an order with an item twice', 'PUT', '/api/admin/n400/personal/order', { ids: ['about-1', 'about-1'] }],
    ['an order of an unknown kind', 'PUT', '/api/admin/n400/forms/order', { ids: ['9-1'] }],
  ])('refuses %s with a 400 and a message, and changes nothing', async (_name, method, url, payload) => {
    const app = await buildTestApp();
    const admin = await signInAdmin(app);
    const before = await adminList(app, admin.cookie);
    const refused = await send(app, admin.cookie, method as 'POST' | 'PUT', url, payload);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: expect.any(String) });
    expect(await adminList(app, admin.cookie)).toEqual(before);
    expect(await app.db.selectFrom('auditLog').selectAll().where('entity', 'like', 'n400%').execute()).toEqual([]);
  });

  it('refuses every catalogue write to a learner (403) and without a session (401)', async () => {
    const app = await buildTestApp();
    const learner = await signUp(app, 'n400cat4', { level: 2 });
    const admin = await signInAdmin(app);
    const before = await adminList(app, admin.cookie);
    const writes: Array<['POST' | 'PUT', string, unknown]> = [
      ['POST', '/api/admin/n400/part9', newPart9],
      ['POST', '/api/admin/n400/vocabulary/import', [newWord]],
      ['PUT', '/api/admin/n400/personal/order', { ids: ['about-1'] }],
    ];
    for (const [method, url, payload] of writes) {
      expect((await send(app, learner.cookie, method, url, payload)).statusCode).toBe(403);
      expect((await send(app, undefined, method, url, payload)).statusCode).toBe(401);
    }
    expect(await adminList(app, admin.cookie)).toEqual(before);
  });
});
