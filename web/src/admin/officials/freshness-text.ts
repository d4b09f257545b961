// How a freshness item reads for the admin (the admin area is English), and where it is acted on.
import type { FreshnessItem, FreshnessReason } from '@civics/sync-protocol';

export const REASON_TITLES: Record<FreshnessReason, string> = {
  termEnded: 'Term ended, nobody new in force',
  emptySeat: 'Empty seats',
  endingSoon: 'Term ends within 30 days, no successor entered',
  noTermEnd: 'No term end recorded',
};

/** "Alaska governor", "Texas senator (class 1)", "Speaker of the House". */
export const seatName = (item: FreshnessItem): string =>
  item.kind === 'officeholder'
    ? item.placeName
    : `${item.placeName} ${item.kind}${item.seat ? ` (class ${item.seat})` : ''}`;

const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/** What is due about the seat: "ends 2026-12-07, in 13 days". */
export function dueText(item: FreshnessItem): string {
  switch (item.reason) {
    case 'emptySeat':
      return 'nobody in force: learners get no answer';
    case 'termEnded':
      return item.daysLeft === 0
        ? `term ended today (${item.endsOn})`
        : `term ended ${item.endsOn}, ${days(-item.daysLeft!)} ago`;
    case 'endingSoon':
      return `term ends ${item.endsOn}, in ${days(item.daysLeft!)}`;
    case 'noTermEnd':
      return 'enter the term end so the report can warn in time';
  }
}

/** The screen where the seat is fixed, filtered to its state. */
export const screenOf = (item: FreshnessItem): string =>
  item.kind === 'officeholder' ? '/admin/officeholders' : `/admin/${item.kind}s?state=${item.place}`;
