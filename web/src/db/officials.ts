// Senators and governors on the device (from the content bundle), looked up by state and by day:
// the bundle carries today's holders and those taking office within 90 days, each with the day
// they start and end, and the device picks by its own calendar day, so a panel and an answer switch
// on inauguration day even offline. The rule itself is the server's (sync-protocol official-dates).
import { answerOn, isServingOn, localDay } from '@civics/sync-protocol/official-dates';
import { db, type StoredGovernor, type StoredQuestion, type StoredSenator } from './database';

/** What the bundle adds to each official row (older bundles lack these: they then always serve). */
interface Dated {
  validFrom?: string | null;
  validUntil?: string | null;
  portraitData?: string | null;
  portraitMimeType?: string | null;
  portraitUrl?: string | null;
}
export type DatedSenator = StoredSenator & Dated;
export type DatedGovernor = StoredGovernor & Dated;

/** A question with its dated answers and terms: the bundle's question (sync-protocol ContentBundle). */
export type DatedQuestion = StoredQuestion;

export { answerOn, isServingOn };

/** The calendar day where the device is (a learner in Guam switches on Guam's day). */
export const deviceDay = (date = new Date()): string => localDay(date);

export const senatorsOf = async (state: string, day = deviceDay()): Promise<DatedSenator[]> =>
  ((await db.senators.where('state').equals(state).sortBy('senatorName')) as DatedSenator[]).filter((s) =>
    isServingOn(s, day),
  );

export const governorsOf = async (state: string, day = deviceDay()): Promise<DatedGovernor[]> =>
  ((await db.governors.where('state').equals(state).toArray()) as DatedGovernor[]).filter((g) => isServingOn(g, day));

/** A portrait to show: the bundled image (works offline) or its link (online only), else null. */
export function portraitSource(row: Dated): string | null {
  if (row.portraitData && row.portraitMimeType) return `data:${row.portraitMimeType};base64,${row.portraitData}`;
  return row.portraitUrl ?? null;
}
