// A spoken or typed answer graded right only because the grader forgave something (a typo such as
// "Jeferson", or a name heard as "Newsome") is a near miss: FSRS rates it Hard rather than Good, and
// the interview says "Almost". Words the grader lets through as fillers ("I think") or echoed from
// the question do not make a near miss.
import type { Grade } from '../answer-grading';

export const isNearMiss = (grade: Pick<Grade, 'correct' | 'forgiven'>): boolean => grade.correct && grade.forgiven;
