// The House seats (the seeded representatives table): the districts a learner chooses from in
// Settings, and the one Representative their account's state and district name.
import type { RepresentativeDto } from '@civics/sync-protocol';
import type { DbOrTrx } from '../../db/database.js';

const columns = ['state', 'district', 'name', 'party', 'delegateOrCommissioner', 'asOf'] as const;

const toDto = (row: {
  state: string;
  district: number | null;
  name: string;
  party: string;
  delegateOrCommissioner: number;
  asOf: string;
}): RepresentativeDto => ({
  state: row.state,
  district: row.district ?? 0,
  name: row.name,
  party: row.party,
  delegateOrCommissioner: row.delegateOrCommissioner === 1,
  asOf: row.asOf,
});

/** A place's seats in district order (one for at-large states, D.C. and the territories). */
export async function listRepresentatives(db: DbOrTrx, state: string): Promise<RepresentativeDto[]> {
  const rows = await db
    .selectFrom('representatives')
    .select(columns)
    .where('state', '=', state)
    .orderBy('district')
    .execute();
  return rows.map(toDto);
}

/** The Representative of one district, or null when the place has no such seat (or it is vacant). */
export async function findRepresentative(
  db: DbOrTrx,
  state: string,
  district: number,
): Promise<RepresentativeDto | null> {
  // At large is stored as 0 (or null in an older import): both read as district 0.
  const rows = await db.selectFrom('representatives').select(columns).where('state', '=', state).execute();
  return rows.map(toDto).find((r) => r.district === district) ?? null;
}
