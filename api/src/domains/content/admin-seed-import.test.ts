import { describe, expect, it } from 'vitest';
import { listAudit } from '../../services/audit.js';
import { buildTestApp } from '../../test/helper.js';
import { sendAs } from '../../test/requests.js';
import { countRows, signInActors } from './admin-test-actors.js';

describe('POST /api/admin/questions/import-seed', () => {
  it('shows the differences in a dry run without writing, then applies them, never overwriting an admin edit', async () => {
    const app = await buildTestApp();
    const { admin } = await signInActors(app);
    // An older database: one question missing, one with an outdated explanation, one edited by an admin.
    await app.db.deleteFrom('translations').where('questionId', '=', 1005).execute();
    await app.db.deleteFrom('questions').where('id', '=', 1005).execute();
    await app.db.updateTable('questions').set({ explanation: 'Outdated words.' }).where('id', '=', 1002).execute();
    const edit = await sendAs(app, admin, 'PUT', '/api/admin/questions/1003', { explanation: 'The admin wrote this.' });
    expect(edit.statusCode).toBe(200);
    const auditBefore = await countRows(app, 'auditLog');

    const run = (dryRun: boolean) => sendAs(app, admin, 'POST', '/api/admin/questions/import-seed', { dryRun });
    const dry = await run(true);
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toMatchObject({ dryRun: true, applied: false });
    const byId = (changes: Array<{ questionId: number }>) => new Map(changes.map((c) => [c.questionId, c]));
    const planned = byId(dry.json().changes);
    expect(planned.get(1005)).toMatchObject({ kind: 'added', officialNumber: 5 });
    expect(planned.get(1002)).toMatchObject({ kind: 'changed', fields: ['explanation'] });
    expect(planned.get(1003)).toMatchObject({ kind: 'skipped-admin-edit', fields: ['explanation'] });
    expect(planned.size).toBe(3);
    // The dry run changed nothing.
    expect(await countRows(app, 'questions')).toBe(227);
    expect(
      (await app.db.selectFrom('questions').select('explanation').where('id', '=', 1002).executeTakeFirstOrThrow())
        .explanation,
    ).toBe('Outdated words.');
    expect(await countRows(app, 'auditLog')).toBe(auditBefore);

    const applied = await run(false);
    expect(applied.json()).toMatchObject({ dryRun: false, applied: true });
    expect(await countRows(app, 'questions')).toBe(228);
    // The added question came back with its reference translations.
    expect(
      await app.db.selectFrom('translations').select('language').where('questionId', '=', 1005).execute(),
    ).toHaveLength(5);
    const rows = await app.db
      .selectFrom('questions')
      .select(['id', 'explanation'])
      .where('id', 'in', [1002, 1003])
      .orderBy('id')
      .execute();
    expect(rows[0]!.explanation).not.toBe('Outdated words.');
    expect(rows[1]!.explanation).toBe('The admin wrote this.');
    const [entry] = await listAudit(app.db, { entity: 'question' });
    expect(entry).toMatchObject({ action: 'import', actorName: 'boss' });
    // Nothing left to do but the admin's own edit.
    expect((await run(true)).json().changes.map((c: { kind: string }) => c.kind)).toEqual(['skipped-admin-edit']);
    expect((await sendAs(app, admin, 'POST', '/api/admin/questions/import-seed', {})).statusCode).toBe(400);
  });
});
