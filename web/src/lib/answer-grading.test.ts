import { describe, expect, it } from 'vitest';
import { gradeTypedAnswer, type GradableQuestion } from './answer-grading';
import { answerVariants, editDistance, normalizedWords } from './answer-words';
import { CIVICS_2008, CIVICS_2025, type OfficialQuestion } from '../test/civics-questions';

interface Row extends Required<OfficialQuestion> {
  version: '2008' | '2025';
  number: number;
  accepted: string[];
  rejected: string[];
}

const BY_VERSION: Record<Row['version'], Record<number, OfficialQuestion>> = { 2008: CIVICS_2008, 2025: CIVICS_2025 };
const civics = (version: Row['version'], number: number) => {
  const official = BY_VERSION[version][number]!;
  return { version, number, ...official, answersRequired: official.answersRequired ?? 1 };
};

/** Real questions (test/civics-questions.ts), with what a learner may type and what must fail. */
const TABLE: Row[] = [
  {
    ...civics('2008', 1),
    accepted: ['the constitution', 'Constitution', 'constitusion', 'The Constitution.'],
    rejected: ['the Declaration of Independence', 'not the constitution', 'Bill of Rights'],
  },
  {
    ...civics('2008', 3),
    accepted: ['We the People', 'we the peeple'],
    rejected: ['We the citizens', 'the people'],
  },
  {
    ...civics('2008', 4),
    accepted: ['a change', 'an addition to the Constitution', 'A change (to the Constitution)'],
    rejected: ['a law', 'a new president'],
  },
  {
    ...civics('2008', 5),
    accepted: ['the Bill of Rights', 'bill of rigths'],
    rejected: ['the Constitution', 'Bill'],
  },
  {
    ...civics('2008', 6),
    accepted: ['speech', 'freedom of speech', 'Religion', 'petition the government'],
    rejected: ['voting', 'the right to vote'],
  },
  {
    ...civics('2008', 7),
    accepted: ['27', 'twenty-seven', 'twenty seven', 'Twenty-seven (27)'],
    rejected: ['26', 'twenty-six', '72'],
  },
  {
    ...civics('2008', 9),
    accepted: [
      'life and liberty',
      'liberty, pursuit of happiness',
      'Life; Liberty',
      'life liberty and pursuit of happiness',
    ],
    rejected: ['life', 'life and life', 'life and money'],
  },
  {
    ...civics('2008', 12),
    accepted: ['Everyone must follow the law', 'no one is above the law', 'Leaders must obey the law.'],
    rejected: ['everyone must follow the president'],
  },
  {
    ...civics('2008', 15),
    accepted: ['the President', 'president', 'presdent'],
    rejected: ['vice president', 'the Congress'],
  },
  {
    ...civics('2008', 17),
    accepted: ['the Senate and House of Representatives', 'senate and house'],
    rejected: ['senate', 'the Senate and the Supreme Court'],
  },
  {
    ...civics('2008', 18),
    accepted: ['100', 'one hundred', 'one hundred (100)'],
    rejected: ['50', 'one hundred one', '101'],
  },
  {
    ...civics('2008', 21),
    accepted: ['435', 'four hundred thirty-five'],
    rejected: ['438', '100'],
  },
  {
    ...civics('2008', 28),
    accepted: ['Donald Trump', 'Trump', 'donald j trump'],
    rejected: ['Joe Biden', 'Donald Duck'],
  },
  {
    ...civics('2008', 36),
    accepted: ['Secretary of State and Attorney General', 'secretary of defense, secretary of labor'],
    rejected: [
      'Secretary of State',
      'Secretary of State and Secretary of State',
      'Secretary of Fun and Attorney General',
    ],
  },
  {
    ...civics('2008', 40),
    accepted: ['John Roberts', 'Roberts', 'John G. Roberts, Jr.'],
    rejected: ['John Kennedy', 'Clarence Thomas'],
  },
  {
    ...civics('2008', 45),
    accepted: ['Democratic and Republican', 'democratic and republican'],
    rejected: ['Democratic', 'Green and Libertarian'],
  },
  {
    ...civics('2008', 55),
    accepted: ['vote and join a political party', 'vote, run for office', 'I would vote and write to a newspaper'],
    rejected: ['vote', 'vote and vote'],
  },
  {
    ...civics('2008', 62),
    accepted: ['Jefferson', 'Thomas Jefferson', 'Tomas Jefferson'],
    rejected: ['George Washington', 'Jeff'],
  },
  {
    ...civics('2008', 63),
    accepted: ['July 4, 1776', 'july 4 1776'],
    rejected: ['July 4, 1778', 'July 14, 1776'],
  },
  {
    ...civics('2008', 64),
    accepted: [
      'New York, New Jersey and Virginia',
      'Georgia, Delaware, Maryland',
      'Massachusets, Connecticut and Rhode Island',
    ],
    rejected: ['New York and New Jersey', 'Texas, Ohio and Florida', 'New York, New York and New York'],
  },
  {
    ...civics('2008', 66),
    accepted: ['1787'],
    rejected: ['1776', '1778'],
  },
  {
    ...civics('2008', 67),
    accepted: ['Madison', 'James Madison', 'Alexander Hamilton', 'John Jay', 'Publius'],
    rejected: ['Thomas Jefferson', 'George Madison Washington'],
  },
  {
    ...civics('2008', 70),
    accepted: ['George Washington', 'Washington', 'Gorge Washington'],
    rejected: ['Abraham Lincoln', 'John Adams'],
  },
  {
    ...civics('2008', 72),
    accepted: ['Civil War', 'the War of 1812', 'mexican american war'],
    rejected: ['World War I', 'the War of 1912'],
  },
  {
    ...civics('2008', 80),
    accepted: ['Franklin Roosevelt', 'Roosevelt', 'Franklin Rosevelt'],
    rejected: ['Theodore Roosevelt', 'Franklin'],
  },
  {
    ...civics('2008', 89),
    accepted: ['Pacific', 'the Pacific Ocean', 'pacfic ocean'],
    rejected: ['Atlantic', 'Indian Ocean'],
  },
  {
    ...civics('2008', 94),
    accepted: ['Washington, D.C.', 'Washington DC'],
    rejected: ['New York', 'Washington state'],
  },
  {
    ...civics('2008', 98),
    accepted: ['The Star-Spangled Banner', 'star spangled banner'],
    rejected: ['America the Beautiful', 'God Bless America'],
  },
  {
    ...civics('2008', 99),
    accepted: ['July 4', 'july 4th'],
    rejected: ['July 14', 'June 4'],
  },
  {
    ...civics('2008', 100),
    accepted: ["New Year's Day and Thanksgiving", 'Christmas, Labor Day', 'Memorial Day and Independence Day'],
    rejected: ['Christmas', 'Christmas and Easter', 'Halloween and Valentines Day'],
  },
  {
    ...civics('2025', 2),
    accepted: ['Constitution', 'the U.S. Constitution', 'US Constitution'],
    rejected: ['Declaration of Independence'],
  },
  {
    ...civics('2025', 10),
    accepted: ['Equality and Liberty', 'natural rights, limited government'],
    rejected: ['Equality', 'democracy and taxes'],
  },
  {
    ...civics('2025', 16),
    accepted: ['Legislative, executive, and judicial', 'congress, president and the courts'],
    rejected: ['legislative and executive', 'president, vice president and cabinet'],
  },
  {
    ...civics('2025', 22),
    accepted: ['six years', '6 years', 'Six (6) years'],
    rejected: ['four years', '6 months'],
  },
  {
    ...civics('2025', 38),
    accepted: ['Donald Trump', 'Trump'],
    rejected: ['Barack Obama'],
  },
  {
    ...civics('2025', 48),
    accepted: ['Secretary of War and Attorney General', 'secretary of war and vice president'],
    rejected: ['Secretary of War', 'Secretary of Peace and Vice President'],
  },
  {
    ...civics('2025', 65),
    accepted: [
      'freedom of speech, freedom of religion and freedom of assembly',
      'Freedom of expression, freedom of speech and the right to bear arms',
    ],
    rejected: [
      'freedom of speech and freedom of religion',
      'freedom of speech, freedom of speech and freedom of speech',
    ],
  },
  {
    ...civics('2025', 90),
    accepted: ['Louisiana', 'the Louisiana Territory', 'Lousiana'],
    rejected: ['Alaska', 'Florida'],
  },
  {
    ...civics('2025', 105),
    accepted: ['Roosevelt', 'Franklin Roosevelt'],
    rejected: ['Wilson', 'Truman'],
  },
  {
    ...civics('2025', 126),
    accepted: ["New Year's Day, Juneteenth and Labor Day", 'Christmas Day, Thanksgiving Day and Memorial Day'],
    rejected: ['Christmas and Thanksgiving', 'Easter, Halloween and Christmas'],
  },
];

const asQuestion = (row: (typeof TABLE)[number]): GradableQuestion => ({
  officialAnswers: row.officialAnswers,
  answersRequired: row.answersRequired,
  options: [{ id: 'option_1', text: row.officialAnswers[0]! }],
  correctOptionId: 'option_1',
});

describe('typed-answer grading against the official answers', () => {
  it('covers at least 30 real questions', () => {
    expect(new Set(TABLE.map((r) => `${r.version}-${r.number}`)).size).toBeGreaterThanOrEqual(30);
  });

  for (const row of TABLE) {
    describe(`${row.version} #${row.number} ${row.question}`, () => {
      for (const typed of row.accepted) {
        it(`accepts "${typed}"`, () => expect(gradeTypedAnswer(typed, asQuestion(row)).correct).toBe(true));
      }
      for (const typed of row.rejected) {
        it(`rejects "${typed}"`, () => expect(gradeTypedAnswer(typed, asQuestion(row)).correct).toBe(false));
      }
    });
  }

  it('names the official answers a learner gave for a "name two" question', () => {
    const grade = gradeTypedAnswer(
      'liberty and life',
      asQuestion(TABLE.find((r) => r.version === '2008' && r.number === 9)!),
    );
    expect(grade).toEqual({ correct: true, matched: ['liberty', 'life'], required: 2, forgiven: false });
  });

  it('rejects an empty answer', () => {
    expect(gradeTypedAnswer('   ', asQuestion(TABLE[0]!)).correct).toBe(false);
  });

  it('grades a state question by the learner’s own officials, never by "Answers will vary"', () => {
    const senators: GradableQuestion = {
      officialAnswers: ['Answers will vary. [District of Columbia residents ...]', 'Adam B. Schiff', 'Alex Padilla'],
      answersRequired: 1,
      options: [{ id: 'option_4', text: 'Adam B. Schiff or Alex Padilla' }],
      correctOptionId: 'option_4',
    };
    expect(gradeTypedAnswer('Alex Padila', senators).correct).toBe(true);
    expect(gradeTypedAnswer('adam schiff', senators).correct).toBe(false);
    expect(gradeTypedAnswer('Adam B Schiff', senators).correct).toBe(true);
    expect(gradeTypedAnswer('answers will vary', senators).correct).toBe(false);
  });

  it('falls back to the correct option when a stored question has no official list', () => {
    const question: GradableQuestion = {
      answersRequired: 1,
      options: [{ id: 'option_2', text: 'Gavin Newsom' }],
      correctOptionId: 'option_2',
    };
    expect(gradeTypedAnswer('gavin newsom', question).correct).toBe(true);
    expect(gradeTypedAnswer('newsom', question).correct).toBe(false);
  });
});

describe('grading helpers', () => {
  it('forgives case, articles, punctuation and ordinal endings', () => {
    expect(normalizedWords('The Star-Spangled Banner!')).toEqual(['star', 'spangled', 'banner']);
    expect(normalizedWords('Washington, D.C.')).toEqual(['washington', 'dc']);
    expect(normalizedWords('July 4th')).toEqual(['july', '4']);
  });

  it('reads parentheses as optional words, and numbers in digits', () => {
    expect(answerVariants('(U.S.) Constitution').map((v) => normalizedWords(v).join(' '))).toEqual([
      'us constitution',
      'constitution',
    ]);
    expect(answerVariants('twenty-seven (27)').map((v) => normalizedWords(v).join(' '))).toEqual([
      'twenty seven 27',
      'twenty seven',
      '27',
    ]);
  });

  it('counts an adjacent swap as one edit', () => {
    expect(editDistance('rigths', 'rights')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
});
