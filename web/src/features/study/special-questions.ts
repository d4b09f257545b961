// The questions whose "look it up" answer opens a panel with the learner's officials (spec part 1
// §2, §9): the senators and governor questions of each bank, answered with option_4.
export type OfficialsKind = 'senators' | 'governor';

const PANEL_OPTION_ID = 'option_4';
// 2008 bank: official numbers; 2025 bank: 1000 + number.
const SENATORS_QUESTION_IDS = new Set([20, 1023]);
const GOVERNOR_QUESTION_IDS = new Set([43, 1061]);

export function officialsPanelFor(questionId: number, chosenOptionId: string | undefined): OfficialsKind | null {
  if (chosenOptionId !== PANEL_OPTION_ID) return null;
  if (SENATORS_QUESTION_IDS.has(questionId)) return 'senators';
  if (GOVERNOR_QUESTION_IDS.has(questionId)) return 'governor';
  return null;
}
