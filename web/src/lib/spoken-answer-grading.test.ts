// Issue 23: spoken and typed answers graded as an officer listens. Each row is a real question
// (official answers from seed-data/reference), what a learner said or typed (as speech recognition
// writes it, or as typed), and the verdict the learner is shown: correct, almost (a forgiven slip,
// FSRS Hard) or wrong.
import { describe, expect, it } from 'vitest';
import { gradeTypedAnswer, verdictOf, type GradableQuestion, type Verdict } from './answer-grading';
import { numbersAsDigits } from './number-words';
import { civicsQuestion } from '../test/civics-questions';

interface Row {
  kind: 'list' | 'number' | 'name' | 'name two' | 'near miss' | 'shares words';
  question: string;
  officialAnswers: string[];
  answersRequired?: number;
  said: string;
  verdict: Verdict;
}

// Real questions with their official answers, as the typed-answer table grades them too.
const BRANCHES = civicsQuestion('2025', 16);
const CONGRESS = civicsQuestion('2008', 17);
const AMENDMENTS = civicsQuestion('2008', 7);
const HOUSE = civicsQuestion('2008', 21);
const WRITTEN = civicsQuestion('2008', 66);
const INDEPENDENCE = civicsQuestion('2008', 99);
const SENATOR_TERM = civicsQuestion('2025', 22);
const PRESIDENT = civicsQuestion('2008', 28);
const VICE = civicsQuestion('2008', 29);
const SUCCESSION = civicsQuestion('2008', 30);
const JEFFERSON = civicsQuestion('2008', 62);
const RIGHTS = civicsQuestion('2008', 9);
const HOLIDAYS = civicsQuestion('2008', 100);
const EXECUTIVE = civicsQuestion('2008', 15);
const SUPREME = civicsQuestion('2008', 1);
const PARTIES = civicsQuestion('2008', 45);
const WW2 = civicsQuestion('2008', 80);

// The learner's state (California) as the device's officials data renders it into the answer list.
const SENATORS = {
  question: "Who is one of your state's U.S. senators now?",
  officialAnswers: ['Answers will vary. [District of Columbia residents ...]', 'Adam B. Schiff', 'Alex Padilla'],
};
const GOVERNOR = {
  question: 'Who is the Governor of your state now?',
  officialAnswers: ['Answers will vary.', 'Gavin Newsom'],
};

const row = (kind: Row['kind'], q: Omit<Row, 'kind' | 'said' | 'verdict'>, said: string, verdict: Verdict): Row => ({
  kind,
  ...q,
  said,
  verdict,
});

export const SPOKEN_TABLE: Row[] = [
  row('list', BRANCHES, 'legislative, executive, judicial', 'correct'),
  row('list', BRANCHES, 'legislative executive and judicial', 'correct'),
  row('list', BRANCHES, 'judicial, legislative and executive', 'correct'),
  row('list', BRANCHES, 'the courts, Congress and the President', 'correct'),
  row('list', BRANCHES, 'the three branches are legislative, executive and judicial', 'correct'),
  row('list', BRANCHES, 'legislative and executive', 'wrong'),
  row('list', BRANCHES, 'legislative, executive and military', 'wrong'),
  row('list', CONGRESS, 'the House of Representatives and the Senate', 'correct'),
  row('list', CONGRESS, 'Senate and Supreme Court', 'wrong'),
  row('list', PARTIES, 'Republican and Democratic', 'correct'),
  row('number', AMENDMENTS, 'twenty-seven', 'correct'),
  row('number', AMENDMENTS, '27', 'correct'),
  row('number', AMENDMENTS, 'the Constitution has 27 amendments', 'correct'),
  row('number', AMENDMENTS, 'twenty six', 'wrong'),
  row('number', AMENDMENTS, 'seventy two', 'wrong'),
  row('number', HOUSE, 'four hundred and thirty-five', 'correct'),
  row('number', HOUSE, '435 voting members', 'correct'),
  row('number', HOUSE, 'four hundred thirty', 'wrong'),
  row('number', WRITTEN, 'seventeen eighty-seven', 'correct'),
  row('number', WRITTEN, 'in 1787', 'correct'),
  row('number', WRITTEN, 'seventeen seventy-six', 'wrong'),
  row('number', INDEPENDENCE, 'July fourth', 'correct'),
  row('number', INDEPENDENCE, 'July 14', 'wrong'),
  row('number', SENATOR_TERM, 'six years', 'correct'),
  row('number', SENATOR_TERM, '6 months', 'wrong'),
  row('name', PRESIDENT, 'Donald Trump', 'correct'),
  row('name', PRESIDENT, 'the President is Donald Trump', 'correct'),
  row('name', PRESIDENT, 'Donald Tramp', 'almost'),
  row('name', PRESIDENT, 'Joe Biden', 'wrong'),
  row('name', VICE, 'JD Vans', 'almost'),
  row('name', VICE, 'Vance', 'correct'),
  row('name', GOVERNOR, 'Gavin Newsome', 'almost'),
  row('name', GOVERNOR, 'Gavin Newsom', 'correct'),
  row('name', GOVERNOR, 'Arnold Schwarzenegger', 'wrong'),
  row('name', SENATORS, 'Alex Padilla', 'correct'),
  row('name', SENATORS, 'Adam B Schiff', 'correct'),
  row('name', SENATORS, 'Ted Cruz', 'wrong'),
  row('name', JEFFERSON, 'Thomas Jefferson', 'correct'),
  row('name', WW2, 'Franklin Rosevelt', 'almost'),
  row('name', WW2, 'Theodore Roosevelt', 'wrong'),
  row('name two', RIGHTS, 'life and liberty', 'correct'),
  row('name two', RIGHTS, 'liberty and the pursuit of happiness', 'correct'),
  row('name two', RIGHTS, 'life', 'wrong'),
  row('name two', RIGHTS, 'life and life', 'wrong'),
  row('name two', HOLIDAYS, 'Thanksgiving and Christmas', 'correct'),
  row('name two', HOLIDAYS, 'Christmas and Easter', 'wrong'),
  row('near miss', JEFFERSON, 'Thomas Jeferson', 'almost'),
  row('near miss', SUPREME, 'the constitusion', 'almost'),
  row('near miss', HOLIDAYS, 'Thanksgiving and Chrismas', 'almost'),
  row('shares words', EXECUTIVE, 'the President is in charge of the executive branch', 'correct'),
  row('shares words', EXECUTIVE, 'the vice president', 'wrong'),
  row('shares words', EXECUTIVE, 'the executive branch', 'wrong'),
  row('shares words', SUCCESSION, 'the President', 'wrong'),
  row('shares words', SUCCESSION, 'the Vice President becomes President', 'correct'),
  row('shares words', SUPREME, 'not the Constitution', 'wrong'),
  row('shares words', SUPREME, 'the Declaration of Independence', 'wrong'),
  row('shares words', CONGRESS, 'the Senate', 'wrong'),
  row('shares words', WW2, 'World War II', 'wrong'),
];

const asQuestion = (r: Row): GradableQuestion => ({
  questionText: r.question,
  officialAnswers: r.officialAnswers,
  answersRequired: r.answersRequired ?? 1,
  options: [{ id: 'option_1', text: r.officialAnswers.at(-1)! }],
  correctOptionId: 'option_1',
});

describe('spoken and typed answers, per question kind', () => {
  it('has rows of every kind, right and wrong', () => {
    for (const kind of ['list', 'number', 'name', 'name two', 'near miss', 'shares words'] as const) {
      expect(SPOKEN_TABLE.some((r) => r.kind === kind)).toBe(true);
    }
    expect(new Set(SPOKEN_TABLE.map((r) => r.verdict))).toEqual(new Set(['correct', 'almost', 'wrong']));
  });

  for (const r of SPOKEN_TABLE) {
    it(`${r.kind}: "${r.said}" to "${r.question}" is ${r.verdict}`, () => {
      expect(verdictOf(gradeTypedAnswer(r.said, asQuestion(r)))).toBe(r.verdict);
    });
  }
});

describe('number words', () => {
  it.each([
    ['twenty seven', '27'],
    ['four hundred and thirty five', '435'],
    ['one hundred', '100'],
    ['two thousand twenty five', '2025'],
    ['seventeen eighty seven', '1787'],
    ['twenty first', '21'],
    ['six five', '6 5'],
    ['and four', 'and 4'],
  ])('reads "%s" as %s', (words, digits) => {
    expect(numbersAsDigits(words.split(' ')).join(' ')).toBe(digits);
  });
});
