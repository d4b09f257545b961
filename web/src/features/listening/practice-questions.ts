// Which questions a listening practice reads: `count` of the device's bank in official order,
// beginning at the `start`-th (1-based). Past the end of the bank it goes on from the first, the
// way the practice itself wraps around (a level 1 bank holds only 20 questions).
import type { OfficeChange } from '@civics/sync-protocol/office-change';
import type { StoredQuestion } from '../../db/database';
import { OFFICE_CHANGE_SPOKEN } from '../../ui/office-change-notice';
import type { ListeningItem } from './listening-loop';

export interface PracticeQuestion extends ListeningItem {
  id: number;
  officialNumber: number;
  options: Array<{ id: string; text: string }>;
  correctOptionId: string;
  /** The holder's term behind the answer ended with nobody new in force (issue 34 item 11). */
  officeChange: OfficeChange | null;
  /** The question and its options in the learner's translation language, when the device holds one. */
  translation: { questionText: string; options: Array<{ id: string; text: string }> } | null;
}

/** `language`: the translation shown beside the English ('none' or 'en': none). */
export function practiceQuestions(
  bank: readonly StoredQuestion[],
  start: number,
  count: number,
  language = 'none',
): PracticeQuestion[] {
  const usable = bank.filter((q) => q.isActive && q.options.some((o) => o.id === q.correctOptionId));
  if (usable.length === 0) return [];
  const first = (Math.max(1, start) - 1) % usable.length;
  return Array.from({ length: Math.min(count, usable.length) }, (_, i) => {
    const q = usable[(first + i) % usable.length]!;
    return {
      id: q.id,
      officialNumber: q.officialNumber,
      questionText: q.questionText,
      // The outgoing name is not read out as the answer once the office has changed.
      answerText: q.officeChange ? OFFICE_CHANGE_SPOKEN : q.options.find((o) => o.id === q.correctOptionId)!.text,
      options: q.options,
      correctOptionId: q.correctOptionId,
      officeChange: q.officeChange ?? null,
      translation: q.translations[language] ?? null,
    };
  });
}
