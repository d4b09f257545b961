// Frozen in time: generated on 2026-11-25 from the seed-data diff of issue 19; never import application code here.
// The corrections themselves are data, in the JSON file beside this one; this module names its parts
// and gives them their types.
import { readMigrationData } from './data-file.js';
import type { TranslationEdit } from './translation-edits.js';

const corrections = readMigrationData('0013_h19b_content_corrections.data.json') as {
  questionEdits: Array<[number, 'questionText' | 'explanation', string, string]>;
  translationEdits: TranslationEdit[];
  answerAsOf: { date: string; questionIds: number[] };
};

/** [questionId, column, text the seed wrote, corrected text] */
export const QUESTION_EDITS = corrections.questionEdits;

export const TRANSLATION_EDITS = corrections.translationEdits;

/** Time-sensitive answers whose as-of date is now data instead of words in the explanation. */
export const ANSWER_AS_OF = corrections.answerAsOf;
