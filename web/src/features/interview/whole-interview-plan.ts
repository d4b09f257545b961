// The whole mock interview (issue 32), as the officer runs it: the oath, a few questions about the
// learner's own application, a few Part 9 yes/no questions, the civics test, then one sentence to
// read and one to write. Drawn from the device's N-400 bundle and the learner's own stored answers
// (which never leave the device); graded by the same graders as the N-400 practice.
import type { StoredN400Bundle } from '../../db/n400';
import type { Verdict } from '../../lib/answer-grading';
import { checkWriting } from '../../lib/english/check-writing';
import { READING_SENTENCES, WRITING_SENTENCES } from '../../lib/english/english-sentences';
import { gradeAboutYou, type AboutYouKind } from '../../lib/n400/about-you';
import { gradeYesNo, readYesNo } from '../../lib/n400/yes-no';
import type { GivenAnswer } from '../../ui/officer/answer-box';

/** How many questions of each N-400 part the officer asks in one mock interview. */
export const ABOUT_YOU_ASKED = 2;
export const PART9_ASKED = 3;
/** Reading aloud passes with most words right: the officer listens for the meaning, not every sound. */
const READ_ALMOST_SHARE = 0.75;

/** One question the officer asks before the civics test. */
export interface OfficerQuestion {
  part: 'oath' | 'about' | 'part9';
  id: string;
  text: string;
  translation: { text: string; reviewed: boolean } | null;
  /** The learner's own stored answer ("about you"), shown after the answer; self-marking compares with it. */
  stored: string | null;
  /** How the stored answer is compared ("about you"): a date, a number, a name... */
  answerKind: AboutYouKind;
  /** Part 9: what most applicants answer (the grader asks a "yes" to explain). */
  usual: 'yes' | 'no' | 'depends';
  yesNo: boolean;
}

export interface WholeInterviewPlan {
  officer: OfficerQuestion[];
  reading: string;
  writing: string;
}

const OATH_FALLBACK = 'Do you promise that everything you say today is the truth?';
const ABOUT_KINDS = new Set<AboutYouKind>(['date', 'number', 'name', 'place', 'free']);

const pick = <T>(items: readonly T[], count: number, random: () => number): T[] => {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, count);
};

export function drawWholeInterview(
  bundle: StoredN400Bundle,
  aboutYou: ReadonlyMap<string, string>,
  random: () => number = Math.random,
): WholeInterviewPlan {
  const oath = bundle.personal.find((q) => q.topic.startsWith('oath'));
  // One question per stored field, so two questions never ask the same thing in other words.
  const byField = new Map(
    bundle.personal.filter((q) => q.field && aboutYou.has(q.field)).map((q) => [q.field!, q] as const),
  );
  const about = pick([...byField.values()], ABOUT_YOU_ASKED, random);
  const part9 = pick(bundle.part9, PART9_ASKED, random);
  return {
    officer: [
      {
        part: 'oath',
        id: oath?.id ?? 'oath',
        text: oath?.question ?? OATH_FALLBACK,
        translation: oath?.translation
          ? { text: oath.translation.question, reviewed: oath.translation.reviewed }
          : null,
        stored: null,
        answerKind: 'free',
        usual: 'yes',
        yesNo: true,
      },
      ...about.map((q): OfficerQuestion => ({
        part: 'about',
        id: q.id,
        text: q.question,
        translation: q.translation ? { text: q.translation.question, reviewed: q.translation.reviewed } : null,
        stored: aboutYou.get(q.field!)!,
        answerKind: ABOUT_KINDS.has(q.answerKind as AboutYouKind) ? (q.answerKind as AboutYouKind) : 'free',
        usual: 'depends',
        yesNo: false,
      })),
      ...part9.map((item): OfficerQuestion => ({
        part: 'part9',
        id: item.id,
        text: item.stem ? `${item.stem} ${item.text}` : item.text,
        translation: item.translation
          ? {
              text: item.translation.stem ? `${item.translation.stem} ${item.translation.text}` : item.translation.text,
              reviewed: item.translation.reviewed,
            }
          : null,
        stored: null,
        answerKind: 'free',
        usual: item.expectedAnswer,
        yesNo: true,
      })),
    ],
    reading: pick(READING_SENTENCES, 1, random)[0]!,
    writing: pick(WRITING_SENTENCES, 1, random)[0]!,
  };
}

/** The verdict on one answer to the officer, by the N-400 practice's graders. */
export function gradeOfficerAnswer(question: OfficerQuestion, answer: GivenAnswer): Verdict {
  if (answer.way === 'self') return answer.selfVerdict ?? 'wrong';
  if (question.part === 'oath') return readYesNo(answer.given) === 'yes' ? 'correct' : 'wrong';
  if (question.part === 'part9') return gradeYesNo(answer.given, question.usual).verdict;
  return gradeAboutYou(answer.given, question.stored ?? '', question.answerKind);
}

/** Reading aloud: every word right; most of them "almost" (it passes); fewer, not yet. */
export function gradeReading(sentence: string, heard: string): Verdict {
  const { correct, words } = checkWriting(sentence, heard);
  if (correct) return 'correct';
  const expected = words.filter((w) => w.kind !== 'extra').length;
  const right = words.filter((w) => w.kind === 'right').length;
  return expected > 0 && right / expected >= READ_ALMOST_SHARE ? 'almost' : 'wrong';
}

export const gradeWriting = (sentence: string, typed: string): Verdict =>
  checkWriting(sentence, typed).correct ? 'correct' : 'wrong';

export interface CivicsResult {
  outcome: 'passed' | 'failed' | 'ongoing';
  correct: number;
  asked: number;
}

export interface WholeResults {
  officer: { question: OfficerQuestion; answer: GivenAnswer; verdict: Verdict }[];
  civics: CivicsResult | null;
  reading: { given: string; verdict: Verdict } | null;
  writing: { given: string; verdict: Verdict } | null;
}

/**
 * The officer's decision rests on the tests: civics passed, one sentence read and one written. The
 * N-400 answers are how the officer judges spoken English: unclear ones are what to practise next.
 */
export function wholeOutcome(results: WholeResults) {
  const passes = (verdict: Verdict | undefined) => verdict === 'correct' || verdict === 'almost';
  const civics = results.civics?.outcome === 'passed';
  const reading = passes(results.reading?.verdict);
  const writing = passes(results.writing?.verdict);
  const unclear = results.officer.filter((r) => r.verdict === 'wrong');
  return { passed: civics && reading && writing, civics, reading, writing, unclear };
}
