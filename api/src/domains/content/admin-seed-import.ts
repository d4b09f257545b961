// Re-seeding as an explicit admin action (issue 9): start-up seeding only fills empty rows, so new
// reference data reaches an existing database through here. The seed banks are compared with the
// database; questions an admin created or edited are never overwritten (they are listed as
// skipped); a dry run only reports; applying writes every change and one audit entry in one transaction.
import {
  bankExists,
  loadBank,
  loadOfficialList,
  loadTranslation,
  questionId,
  translationExists,
} from '@civics/seed-data';
import { TEST_VERSIONS, TRANSLATION_LANGUAGES, type TestVersion } from '@civics/sync-protocol/constants';
import type { SeedImportResult } from '@civics/sync-protocol';
import type { Db, DbOrTrx } from '../../db/database.js';
import { seedQuestionColumns, seedTranslationRow } from '../../db/seed.js';
import { nowIso } from '../../lib/json.js';
import { recordAudit, type AuditEntry } from '../../services/audit.js';

type Change = SeedImportResult['changes'][number];

async function compareWithSeed(db: DbOrTrx) {
  const plan: Array<{ change: Change; values: ReturnType<typeof seedQuestionColumns> }> = [];
  for (const version of TEST_VERSIONS) {
    if (!bankExists(version)) continue;
    const official = new Map(loadOfficialList(version).map((q) => [q.number, q.answers]));
    const rows = new Map(
      (await db.selectFrom('questions').selectAll().where('version', '=', version).execute()).map((r) => [r.id, r]),
    );
    for (const q of loadBank(version).questions) {
      const id = questionId(version, q.officialNumber);
      const values = seedQuestionColumns(version, q, official.get(q.officialNumber) ?? []);
      const row = rows.get(id);
      const base = { questionId: id, version, officialNumber: q.officialNumber };
      if (!row) {
        plan.push({ change: { ...base, kind: 'added', fields: [] }, values });
        continue;
      }
      const fields = (Object.keys(values) as Array<keyof typeof values>).filter((key) => row[key] !== values[key]);
      if (fields.length === 0) continue;
      const kind = row.editedByAdmin === 1 || row.createdByAdmin === 1 ? 'skipped-admin-edit' : 'changed';
      plan.push({ change: { ...base, kind, fields }, values });
    }
  }
  return plan;
}

/** A question new to the database brings its reference translations (rows that exist are kept). */
async function addTranslations(trx: DbOrTrx, version: TestVersion, officialNumber: number, now: string) {
  for (const language of TRANSLATION_LANGUAGES) {
    if (!translationExists(version, language)) continue;
    const t = loadTranslation(version, language).questions.find((q) => q.officialNumber === officialNumber);
    if (!t) continue;
    await trx
      .insertInto('translations')
      .values(seedTranslationRow(version, language, t, now))
      .onConflict((oc) => oc.columns(['questionId', 'language']).doNothing())
      .execute();
  }
}

export async function importSeedQuestions(
  db: Db,
  dryRun: boolean,
  actor: AuditEntry['actor'],
): Promise<SeedImportResult> {
  return db.transaction().execute(async (trx) => {
    const plan = await compareWithSeed(trx);
    const changes = plan.map((p) => p.change);
    const writes = plan.filter((p) => p.change.kind !== 'skipped-admin-edit');
    if (dryRun || writes.length === 0) return { dryRun, applied: false, changes };
    const now = nowIso();
    for (const { change, values } of writes) {
      if (change.kind === 'added') {
        await trx
          .insertInto('questions')
          .values({ id: change.questionId, officialNumber: change.officialNumber, ...values, updatedAt: now })
          .execute();
        await addTranslations(trx, change.version as TestVersion, change.officialNumber, now);
      } else {
        await trx
          .updateTable('questions')
          .set({ ...values, updatedAt: now })
          .where('id', '=', change.questionId)
          .execute();
      }
    }
    await recordAudit(trx, {
      actor,
      action: 'import',
      entity: 'question',
      entityId: null,
      before: null,
      after: { changes: writes.map((w) => w.change) },
    });
    return { dryRun, applied: true, changes };
  });
}
