// Fills what migration 0006 added but could not know (it may not read the reference files): each
// seeded senator's Senate class and the scheduled term ends, from seed-data/reference. Only empty
// fields are filled, so an admin's entry is never overwritten; a later start finds nothing to do.
import { loadGovernors, loadSenators } from '@civics/seed-data';
import type { Db } from '../../db/database.js';

interface SenatorReference {
  state: string;
  name: string;
  senateClass?: number;
  currentTermEnd?: string;
}
interface GovernorReference {
  state: string;
  name: string;
  termEndsPerSource?: string | null;
}

export async function backfillOfficialSeats(db: Db): Promise<void> {
  const senators = await db
    .selectFrom('senators')
    .select(['id', 'state', 'senatorName', 'senateClass', 'termEnd'])
    .where((eb) => eb.or([eb('senateClass', 'is', null), eb('termEnd', 'is', null)]))
    .execute();
  const governors = await db
    .selectFrom('governors')
    .select(['id', 'state', 'governorName'])
    .where('termEnd', 'is', null)
    .execute();
  if (senators.length === 0 && governors.length === 0) return;
  const senatorRefs = loadSenators() as SenatorReference[];
  const governorRefs = loadGovernors() as GovernorReference[];
  await db.transaction().execute(async (trx) => {
    for (const row of senators) {
      const ref = senatorRefs.find((r) => r.state === row.state && r.name === row.senatorName);
      if (!ref) continue;
      const values = {
        ...(row.senateClass === null && ref.senateClass ? { senateClass: ref.senateClass } : {}),
        ...(row.termEnd === null && ref.currentTermEnd ? { termEnd: ref.currentTermEnd } : {}),
      };
      if (Object.keys(values).length) await trx.updateTable('senators').set(values).where('id', '=', row.id).execute();
    }
    for (const row of governors) {
      const ref = governorRefs.find((r) => r.state === row.state && r.name === row.governorName);
      if (ref?.termEndsPerSource)
        await trx.updateTable('governors').set({ termEnd: ref.termEndsPerSource }).where('id', '=', row.id).execute();
    }
  });
}
