// The officials a fresh database starts with (senators, governors, representatives, state capitals),
// from the reference data with its as-of dates. Rows an admin already has are never touched.
import {
  loadGovernors,
  loadRepresentatives,
  loadSenators,
  loadStateCapitals,
  OFFICIALS_AS_OF,
} from '@civics/seed-data';
import type { Transaction } from 'kysely';
import type { DB } from './database.js';
import { chunks } from './seed-chunks.js';

/** A governor of the reference data as a new row, without a portrait, known as of `asOf`. */
export const governorSeedRow = (
  g: { state: string; stateName: string; name: string; party: string; startDate: string },
  asOf: string,
) => ({
  state: g.state,
  stateName: g.stateName,
  governorName: g.name,
  partisanship: g.party,
  inaugurationDay: g.startDate,
  portrait: null,
  portraitMimeType: null,
  portraitData: null,
  asOf,
});

export async function seedOfficials(trx: Transaction<DB>): Promise<void> {
  if (!(await trx.selectFrom('senators').select('id').limit(1).executeTakeFirst())) {
    const senatorRows = loadSenators().map((s) => ({
      state: s.state,
      stateName: s.stateName,
      senatorName: s.name,
      partisanship: s.party,
      inaugurationDay: s.startDate,
      portraitUrl: null,
      portraitData: null,
      portraitFileName: null,
      portraitMimeType: null,
      asOf: OFFICIALS_AS_OF.senators,
    }));
    for (const rows of chunks(senatorRows)) await trx.insertInto('senators').values(rows).execute();
  }
  if (!(await trx.selectFrom('governors').select('id').limit(1).executeTakeFirst())) {
    const governorRows = loadGovernors().map((g) => governorSeedRow(g, OFFICIALS_AS_OF.governors));
    for (const rows of chunks(governorRows)) await trx.insertInto('governors').values(rows).execute();
  }

  if (!(await trx.selectFrom('representatives').select('id').limit(1).executeTakeFirst())) {
    const representativeRows = loadRepresentatives().map((r) => ({
      state: r.state,
      district: r.district,
      name: r.name,
      party: r.party,
      delegateOrCommissioner: r.delegateOrCommissioner ? 1 : 0,
      asOf: OFFICIALS_AS_OF.representatives,
    }));
    for (const rows of chunks(representativeRows)) await trx.insertInto('representatives').values(rows).execute();
  }
  const capitalRows = loadStateCapitals().map((c) => ({
    state: c.state,
    capital: c.capital,
    asOf: OFFICIALS_AS_OF.capitals,
  }));
  for (const rows of chunks(capitalRows)) {
    await trx
      .insertInto('stateCapitals')
      .values(rows)
      .onConflict((oc) => oc.column('state').doNothing())
      .execute();
  }
}
