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
import { insertInChunks, isEmpty } from './seed-chunks.js';

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
  if (await isEmpty(trx, 'senators')) {
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
    await insertInChunks(trx, 'senators', senatorRows);
  }
  if (await isEmpty(trx, 'governors')) {
    const governorRows = loadGovernors().map((g) => governorSeedRow(g, OFFICIALS_AS_OF.governors));
    await insertInChunks(trx, 'governors', governorRows);
  }

  if (await isEmpty(trx, 'representatives')) {
    const representativeRows = loadRepresentatives().map((r) => ({
      state: r.state,
      district: r.district,
      name: r.name,
      party: r.party,
      delegateOrCommissioner: r.delegateOrCommissioner ? 1 : 0,
      asOf: OFFICIALS_AS_OF.representatives,
    }));
    await insertInChunks(trx, 'representatives', representativeRows);
  }
  const capitalRows = loadStateCapitals().map((c) => ({
    state: c.state,
    capital: c.capital,
    asOf: OFFICIALS_AS_OF.capitals,
  }));
  await insertInChunks(trx, 'stateCapitals', capitalRows, ['state']);
}
