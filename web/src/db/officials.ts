// Senators and governors on the device (from the content bundle), looked up by state and by day:
// the bundle carries today's holders and those taking office within 90 days, each with the day
// they start and end, and the device picks by its own calendar day, so a panel and an answer switch
// on inauguration day even offline. The same rule as the server's (sync-protocol isServingOn /
// answerOn), kept here without the schema library so the learner's start-up code stays small.
import { officeChangeOn, type OfficeChange } from '@civics/sync-protocol/office-change';
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

export interface AnswerVariant {
  from: string;
  options: Array<{ id: string; text: string }>;
  explanation: string;
  officialAnswers: string[];
  translations: StoredQuestion['translations'];
}
export type DatedQuestion = StoredQuestion & {
  answerVariants?: AnswerVariant[];
  /** Terms of the holders behind the answer (issue 34 item 11); older bundles lack them. */
  officeChanges?: OfficeChange[];
  /** Set by answerOn: the term that has ended on that day with nobody new in force, else null. */
  officeChange?: OfficeChange | null;
};

/** The calendar day where the device is (a learner in Guam switches on Guam's day). */
export function deviceDay(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The row serves on `day`: it has started (validFrom ≤ day) and not ended (day < validUntil). */
export const isServingOn = (row: Dated, day: string): boolean =>
  (!row.validFrom || row.validFrom <= day) && (!row.validUntil || day < row.validUntil);

/**
 * The question as it reads on `day`: its last variant that has started replaces the answer fields,
 * and `officeChange` says whether the answer waits for a successor the operator has not entered.
 */
export function answerOn<Q extends DatedQuestion>(question: Q, day: string): Q {
  const chosen = (question.answerVariants ?? [])
    .filter((v) => v.from <= day)
    .sort((a, b) => a.from.localeCompare(b.from))
    .at(-1);
  // From the day after a term ends with no successor in force, the answer is not the outgoing name.
  const withChange = question.officeChanges ? { officeChange: officeChangeOn(question.officeChanges, day) } : {};
  if (!chosen) return question.officeChanges ? { ...question, ...withChange } : question;
  return {
    ...question,
    ...withChange,
    options: chosen.options,
    explanation: chosen.explanation,
    officialAnswers: chosen.officialAnswers,
    translations: { ...question.translations, ...chosen.translations },
    // The new holder's row is current from its first day: the same date its explanation names.
    answerAsOf: chosen.from,
  };
}

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
