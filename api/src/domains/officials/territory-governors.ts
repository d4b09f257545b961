// The five territories' governors (seed-data/reference/territory-governors.json). The first seed of
// a database knew only the 50 states, so this runs at every start and adds a territory's governor
// only where that territory has never had a governor row: an admin's later entries (a successor, a
// retirement, a correction) are never touched, and a second start finds nothing to do.
import { loadTerritoryGovernors, OFFICIALS_AS_OF } from '@civics/seed-data';
import type { Db } from '../../db/database.js';
import { governorSeedRow } from '../../db/seed-officials.js';

interface TerritoryGovernorReference {
  state: string;
  stateName: string;
  name: string;
  party: string;
  startDate: string;
  termEndsPerSource?: string | null;
}

export async function seedTerritoryGovernors(db: Db): Promise<number> {
  const references = loadTerritoryGovernors() as TerritoryGovernorReference[];
  const known = new Set(
    (
      await db
        .selectFrom('governors')
        .select('state')
        .where(
          'state',
          'in',
          references.map((r) => r.state),
        )
        .execute()
    ).map((r) => r.state),
  );
  const missing = references.filter((r) => !known.has(r.state));
  if (missing.length === 0) return 0;
  await db.transaction().execute(async (trx) => {
    for (const g of missing) {
      await trx
        .insertInto('governors')
        .values({
          ...governorSeedRow(g, OFFICIALS_AS_OF.territoryGovernors),
          validFrom: g.startDate,
          termEnd: g.termEndsPerSource ?? null,
        })
        .execute();
    }
  });
  return missing.length;
}
