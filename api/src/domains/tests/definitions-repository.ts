// Fixed tests an admin composes (issue 9). A definition names the questions (of one test
// version) in the order they are asked, a time limit and who is offered it.
import {
  LIMITS,
  type LearnerTestDefinition,
  type TestDefinitionDto,
  type TestDefinitionInput,
} from '@civics/sync-protocol';
import type { Selectable } from 'kysely';
import type { DbOrTrx, TestDefinitionsTable, UserRow } from '../../db/database.js';
import { nowIso, parseJson } from '../../lib/json.js';
import { badRequest } from '../../lib/http-error.js';
import { effectiveLevel } from '../../services/accounts.js';

type DefinitionRow = Selectable<TestDefinitionsTable>;

export function toTestDefinitionDto(row: DefinitionRow): TestDefinitionDto {
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    questionIds: parseJson<number[]>(row.questionIds, []),
    timeLimitMinutes: row.timeLimitMinutes,
    audienceLevel: row.audienceLevel === 1 || row.audienceLevel === 2 ? row.audienceLevel : null,
    isActive: row.isActive === 1,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export const findTestDefinition = (db: DbOrTrx, id: number) =>
  db.selectFrom('testDefinitions').selectAll().where('id', '=', id).executeTakeFirst();

export async function listTestDefinitions(db: DbOrTrx, filter: { version?: string; active?: boolean }) {
  let query = db.selectFrom('testDefinitions').selectAll();
  if (filter.version) query = query.where('version', '=', filter.version);
  if (filter.active !== undefined) query = query.where('isActive', '=', filter.active ? 1 : 0);
  return (await query.orderBy('id', 'desc').execute()).map(toTestDefinitionDto);
}

const fail = (field: string, message: string) => badRequest(message, { [field]: message });

/**
 * Every question must be an active question of the definition's version, once. A test for level 1
 * may use only the first 20 questions by official number: level 1 learners never receive the rest.
 */
export async function checkTestDefinition(db: DbOrTrx, input: TestDefinitionInput): Promise<void> {
  if (!input.name.trim()) throw fail('name', 'The name is empty');
  const ids = input.questionIds;
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice !== undefined) throw fail('questionIds', `Question ${twice} is chosen twice`);
  const rows = await db.selectFrom('questions').select(['id', 'version', 'isActive']).where('id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) throw fail('questionIds', `Unknown question ${id}`);
    if (row.version !== input.version)
      throw fail('questionIds', `Question ${id} belongs to the ${row.version} test, not the ${input.version} test`);
    if (row.isActive !== 1) throw fail('questionIds', `Question ${id} is inactive`);
  }
  if (input.audienceLevel === 1) {
    const firstTwenty = await db
      .selectFrom('questions')
      .select('id')
      .where('version', '=', input.version)
      .where('isActive', '=', 1)
      .orderBy('officialNumber')
      .orderBy('id')
      .limit(LIMITS.level1QuestionCap)
      .execute();
    const allowed = new Set(firstTwenty.map((r) => r.id));
    const beyond = ids.find((id) => !allowed.has(id));
    if (beyond !== undefined)
      throw fail(
        'questionIds',
        `Level 1 learners see only the first ${LIMITS.level1QuestionCap} questions: question ${beyond} is beyond them`,
      );
  }
}

export async function insertTestDefinition(db: DbOrTrx, input: TestDefinitionInput): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('testDefinitions')
    .values({
      name: input.name.trim(),
      version: input.version,
      questionIds: JSON.stringify(input.questionIds),
      timeLimitMinutes: input.timeLimitMinutes,
      audienceLevel: input.audienceLevel,
      isActive: input.isActive === false ? 0 : 1,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTestDefinition(db: DbOrTrx, id: number, input: TestDefinitionInput): Promise<void> {
  await db
    .updateTable('testDefinitions')
    .set({
      name: input.name.trim(),
      version: input.version,
      questionIds: JSON.stringify(input.questionIds),
      timeLimitMinutes: input.timeLimitMinutes,
      audienceLevel: input.audienceLevel,
      ...(input.isActive !== undefined ? { isActive: input.isActive ? 1 : 0 } : {}),
      updatedAt: nowIso(),
    })
    .where('id', '=', id)
    .execute();
}

export const deactivateTestDefinition = (db: DbOrTrx, id: number) =>
  db.updateTable('testDefinitions').set({ isActive: 0, updatedAt: nowIso() }).where('id', '=', id).execute();

/**
 * The fixed tests a learner's bundle offers: active, of the bundle's version, for everyone or the
 * learner's level (admins: all), and only when every question is one the learner may see, so a
 * device never holds a test it cannot show (a deactivated or state-filtered question hides it).
 */
export async function learnerTestDefinitions(
  db: DbOrTrx,
  user: UserRow,
  version: string,
  visibleIds: readonly number[],
): Promise<LearnerTestDefinition[]> {
  const level = effectiveLevel(user);
  if (level === 0) return [];
  let query = db.selectFrom('testDefinitions').selectAll().where('isActive', '=', 1).where('version', '=', version);
  if (user.role !== 'admin')
    query = query.where((eb) => eb.or([eb('audienceLevel', 'is', null), eb('audienceLevel', '=', level)]));
  const visible = new Set(visibleIds);
  return (await query.orderBy('id').execute())
    .map(toTestDefinitionDto)
    .filter((d) => d.questionIds.every((id) => visible.has(id)))
    .map(({ id, name, version: v, questionIds, timeLimitMinutes }) => ({
      id,
      name,
      version: v,
      questionIds,
      timeLimitMinutes,
    }));
}
