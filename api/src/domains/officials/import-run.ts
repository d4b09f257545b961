// One import, preview or apply, through one code path: in a transaction, cancel the future rows the
// admin unticked, plan the file against what is left, check the admin's confirmations, write, audit.
// A preview (dry run) does exactly that and rolls back, so what it shows is what Apply will do.
import type { OfficialsImportResult } from '@civics/sync-protocol';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/database.js';
import { badRequest } from '../../lib/http-error.js';
import { recordAudit, type AuditEntry } from '../../services/audit.js';
import type { ParsedFile } from './import-parse.js';
import { applyImport, planImport } from './import-plan.js';
import { retire } from './terms.js';

export interface ImportChoices {
  fileName: string;
  dryRun: boolean;
  /** Future rows the admin unticked in the preview. */
  cancel: number[];
  confirmPastDates: boolean;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

async function run(
  trx: Transaction<DB>,
  file: ParsedFile,
  choices: ImportChoices,
  actor: AuditEntry['actor'],
): Promise<OfficialsImportResult> {
  const cancelled = new Set(choices.cancel);
  // The choices are checked against the file as it reads now, not trusted from the preview.
  const before = await planImport(trx, file, choices.dryRun);
  const offered = new Set(before.result.scheduled.map((r) => r.id));
  const foreign = choices.cancel.filter((id) => !offered.has(id));
  if (foreign.length) {
    throw badRequest(
      `Only a future entry the file does not confirm can be cancelled by an import; ${foreign.join(', ')} is not one (reload the preview).`,
      { cancel: 'Not a future entry of this import' },
    );
  }
  // Cancelled first (the holder each would have replaced keeps the seat), then the file is planned
  // against what is left: a person who waited for a cancelled row now takes the seat.
  for (const id of choices.cancel) await retire(trx, file.kind, id, undefined, actor);
  const plan = cancelled.size ? await planImport(trx, file, choices.dryRun) : before;
  const { result } = plan;
  result.scheduled = before.result.scheduled.map((r) =>
    cancelled.has(r.id) ? { ...r, keep: false } : (result.scheduled.find((x) => x.id === r.id) ?? r),
  );
  if (!choices.dryRun && result.badRows.length) {
    const lines = result.badRows.map((b) => `line ${b.line}: ${b.reason}`).join(' ');
    throw badRequest(
      `The file has ${plural(result.badRows.length, 'bad row')}; nothing was applied. Correct the file and import it again. ${lines}`,
    );
  }
  if (!choices.dryRun && result.pastDates.length && !choices.confirmPastDates) {
    const rows = result.pastDates.map((r) => `${r.name} (${r.state}) from ${r.effectiveDate}`).join(', ');
    throw badRequest(
      `${plural(result.pastDates.length, 'row')} take effect in the past: answers learners were already given would change (${rows}). Confirm the past dates to apply.`,
      {
        confirmPastDates: 'Past dates need confirmation',
      },
    );
  }
  await applyImport(trx, file.kind, plan, actor);
  await recordAudit(trx, {
    actor,
    action: 'import',
    entity: file.kind,
    entityId: null,
    after: {
      fileName: choices.fileName,
      format: file.format,
      added: result.added.length,
      changed: result.changed.length,
      cosmetic: result.cosmetic.length,
      retired: result.retired.length,
      cancelled: choices.cancel.length,
      kept: result.scheduled.filter((r) => r.keep).length,
      unchanged: result.unchanged,
      endedSkipped: result.endedSkipped.length,
      pastDatesConfirmed: choices.confirmPastDates && result.pastDates.length > 0,
    },
  });
  return result;
}

class Rollback extends Error {
  constructor(readonly result: OfficialsImportResult) {
    super('dry run');
  }
}

export async function runImport(
  db: Kysely<DB>,
  file: ParsedFile,
  choices: ImportChoices,
  actor: AuditEntry['actor'],
): Promise<OfficialsImportResult> {
  if (!choices.dryRun) return db.transaction().execute((trx) => run(trx, file, choices, actor));
  try {
    await db.transaction().execute(async (trx) => {
      throw new Rollback(await run(trx, file, choices, actor));
    });
  } catch (error) {
    if (error instanceof Rollback) return error.result;
    throw error;
  }
  throw new Error('unreachable: a dry run always rolls back');
}
