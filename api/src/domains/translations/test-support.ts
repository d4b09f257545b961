// Shared arrangements for the translation tests: the people who call, and what the database holds.
import type { CivicsApp } from '../../app.js';
import { signInAdmin, signUp } from '../../test/helper.js';
import { countRows } from '../../test/rows.js';

export async function callers(app: CivicsApp) {
  const [level0, level1, level2, admin] = [
    await signUp(app, 'waiting'),
    await signUp(app, 'starter', { level: 1 }),
    await signUp(app, 'member', { level: 2 }),
    await signInAdmin(app),
  ];
  return { level0: level0.cookie, level1: level1.cookie, level2: level2.cookie, admin: admin.cookie };
}

export const translationRow = (app: CivicsApp, questionId: number, language: string) =>
  app.db
    .selectFrom('translations')
    .selectAll()
    .where('questionId', '=', questionId)
    .where('language', '=', language)
    .executeTakeFirst();

/** Everything a refused write must leave alone. */
export const snapshot = async (app: CivicsApp) => ({
  translations: await app.db.selectFrom('translations').selectAll().orderBy('id').execute(),
  audit: await countRows(app, 'auditLog'),
});
