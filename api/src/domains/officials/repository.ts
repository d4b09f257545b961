import type { DbOrTrx } from '../../db/database.js';

/** What the state-dependent questions need to know about one place (a state, DC or a territory). */
export interface PlaceFacts {
  code: string;
  senators: Array<{ name: string; party: string }>;
  senatorsAsOf: string | null;
  governor: { name: string; asOf: string } | null;
  capital: { name: string; asOf: string } | null;
}

export async function placeFacts(db: DbOrTrx, code: string): Promise<PlaceFacts> {
  const [senators, governor, capital] = await Promise.all([
    db.selectFrom('senators').select(['senatorName', 'partisanship', 'asOf']).where('state', '=', code).where('isActive', '=', 1).orderBy('senatorName').execute(),
    db.selectFrom('governors').select(['governorName', 'asOf']).where('state', '=', code).executeTakeFirst(),
    db.selectFrom('stateCapitals').select(['capital', 'asOf']).where('state', '=', code).executeTakeFirst(),
  ]);
  return {
    code,
    senators: senators.map((s) => ({ name: s.senatorName, party: s.partisanship })),
    senatorsAsOf: senators[0]?.asOf ?? null,
    governor: governor ? { name: governor.governorName, asOf: governor.asOf } : null,
    capital: capital ? { name: capital.capital, asOf: capital.asOf } : null,
  };
}
