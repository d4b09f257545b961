// The officials' date rule, in one place for both sides (issue 35): which senator or governor row
// serves on a day, and how a question's answer reads on a day (its dated variants and a term that
// ended with nobody new entered). The server builds the bundle and checks its rows with it; the
// device decides by its own local day with it, offline too, so the two never disagree about
// inauguration day. No schema library here: the learner's start-up code imports this module.
import { officeChangeOn, type OfficeChange } from './office-change.js';

/** A row with a term: it serves from validFrom (inclusive) to validUntil (exclusive); null is open. */
export interface TermDates {
  validFrom?: string | null;
  validUntil?: string | null;
}

/** The row serves on `day`: it has started (validFrom ≤ day) and not ended (day < validUntil). */
export const isServingOn = (row: TermDates, day: string): boolean =>
  (!row.validFrom || row.validFrom <= day) && (!row.validUntil || day < row.validUntil);

/** An answer that takes over from its `from` day (a new holder's name, in every translation). */
export interface DatedVariant<Option, Translation> {
  from: string;
  options: Option[];
  explanation: string;
  officialAnswers: string[];
  translations: Record<string, Translation>;
}

/** The fields of a question the date rule reads and replaces. */
export interface DatedAnswer<Option, Translation> {
  options: Option[];
  explanation: string;
  answerAsOf?: string | null;
  officialAnswers?: string[];
  translations?: Record<string, Translation>;
  answerVariants?: DatedVariant<Option, Translation>[];
  /** Terms of the holders behind the answer (issue 34 item 11); older bundles lack them. */
  officeChanges?: OfficeChange[];
  /** Set here: the term that has ended on that day with nobody new in force, else null. */
  officeChange?: OfficeChange | null;
}

/**
 * The question as it reads on `day`: its last variant that has started replaces the answer fields,
 * and `officeChange` says whether the answer waits for a successor the operator has not entered.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any option and translation shape
export function answerOn<Q extends DatedAnswer<any, any>>(question: Q, day: string): Q {
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
    // The new holder's answer is current from its first day, the date its explanation names.
    answerAsOf: chosen.from,
  };
}

/** A Date as the calendar day the person holding the device lives in (not UTC). */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `day` plus n days, as YYYY-MM-DD. */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}
