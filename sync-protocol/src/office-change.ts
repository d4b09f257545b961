// A term that ends with nobody new entered (issue 34 item 11). Once a holder's term has ended and no
// successor is in force, the outgoing name is no longer the answer, and the new one is not in the app
// yet: learners are told so and pointed at the official site, and tests leave the question out.
// The rule is shared by the server (the bundle carries the dates) and the device (which decides by
// its own local day, like official-dates.ts), without the schema library so the learner's
// start-up code stays small.

/** One seat behind a question's answer whose holder's term ends: what the device needs to decide. */
export interface OfficeChange {
  /** The day the holder's term ends (the recorded term end, or the day a retirement takes effect). */
  endsOn: string;
  /** The day the successor entered by the operator takes office; null while nobody is entered. */
  successorFrom: string | null;
  /** Where a learner can check the new name (the state's or the office's official site). */
  site: string;
}

/**
 * The change a question's answer is waiting for on `day` (the device's local YYYY-MM-DD), or null.
 * The term-end day itself still answers with the holder (inaugurations happen during that day); from
 * the day after, the seat counts as changed until a successor is in force (successorFrom ≤ day).
 */
export function officeChangeOn(changes: readonly OfficeChange[] | undefined | null, day: string): OfficeChange | null {
  if (!changes) return null;
  const waiting = changes.filter((c) => c.endsOn < day && (c.successorFrom === null || day < c.successorFrom));
  return waiting.sort((a, b) => a.endsOn.localeCompare(b.endsOn))[0] ?? null;
}

/** Every state's and territory's portal lists its governor; these are known, the rest use USA.gov's list. */
const GOVERNOR_SITES: Record<string, string> = {
  AK: 'https://gov.alaska.gov',
  HI: 'https://governor.hawaii.gov',
};
export const STATES_DIRECTORY = 'https://www.usa.gov/states-and-territories';

export const OFFICE_SITES = {
  senator: 'https://www.senate.gov',
  president: 'https://www.whitehouse.gov',
  vicePresident: 'https://www.whitehouse.gov',
  speaker: 'https://www.house.gov',
  chiefJustice: 'https://www.supremecourt.gov',
} as const;

/** The official site where the holder of a seat is published. */
export function officialSite(
  kind: 'senator' | 'governor' | keyof typeof OFFICE_SITES,
  place: string | null = null,
): string {
  if (kind === 'governor') return (place && GOVERNOR_SITES[place]) || STATES_DIRECTORY;
  return OFFICE_SITES[kind];
}

/** "https://gov.alaska.gov/x" as "gov.alaska.gov/x": the link's text. */
export const siteLabel = (url: string): string => url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');
