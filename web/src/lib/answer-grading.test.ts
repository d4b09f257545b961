import { describe, expect, it } from 'vitest';
import { gradeTypedAnswer, type GradableQuestion } from './answer-grading';
import { answerVariants, editDistance, normalizedWords } from './answer-words';

/** Real questions with their official USCIS answers (seed-data/reference/civics-<version>.json). */
const TABLE: Array<{
  version: '2008' | '2025';
  number: number;
  question: string;
  officialAnswers: string[];
  answersRequired: number;
  accepted: string[];
  rejected: string[];
}> = [
  {
    version: '2008',
    number: 1,
    question: 'What is the supreme law of the land?',
    officialAnswers: ['the Constitution'],
    answersRequired: 1,
    accepted: ['the constitution', 'Constitution', 'constitusion', 'The Constitution.'],
    rejected: ['the Declaration of Independence', 'not the constitution', 'Bill of Rights'],
  },
  {
    version: '2008',
    number: 3,
    question: 'The idea of self-government is in the first three words of the Constitution. What are these words?',
    officialAnswers: ['We the People'],
    answersRequired: 1,
    accepted: ['We the People', 'we the peeple'],
    rejected: ['We the citizens', 'the people'],
  },
  {
    version: '2008',
    number: 4,
    question: 'What is an amendment?',
    officialAnswers: ['a change (to the Constitution)', 'an addition (to the Constitution)'],
    answersRequired: 1,
    accepted: ['a change', 'an addition to the Constitution', 'A change (to the Constitution)'],
    rejected: ['a law', 'a new president'],
  },
  {
    version: '2008',
    number: 5,
    question: 'What do we call the first ten amendments to the Constitution?',
    officialAnswers: ['the Bill of Rights'],
    answersRequired: 1,
    accepted: ['the Bill of Rights', 'bill of rigths'],
    rejected: ['the Constitution', 'Bill'],
  },
  {
    version: '2008',
    number: 6,
    question: 'What is one right or freedom from the First Amendment?',
    officialAnswers: ['speech', 'religion', 'assembly', 'press', 'petition the government'],
    answersRequired: 1,
    accepted: ['speech', 'freedom of speech', 'Religion', 'petition the government'],
    rejected: ['voting', 'the right to vote'],
  },
  {
    version: '2008',
    number: 7,
    question: 'How many amendments does the Constitution have?',
    officialAnswers: ['twenty-seven (27)'],
    answersRequired: 1,
    accepted: ['27', 'twenty-seven', 'twenty seven', 'Twenty-seven (27)'],
    rejected: ['26', 'twenty-six', '72'],
  },
  {
    version: '2008',
    number: 9,
    question: 'What are two rights in the Declaration of Independence?',
    officialAnswers: ['life', 'liberty', 'pursuit of happiness'],
    answersRequired: 2,
    accepted: [
      'life and liberty',
      'liberty, pursuit of happiness',
      'Life; Liberty',
      'life liberty and pursuit of happiness',
    ],
    rejected: ['life', 'life and life', 'life and money'],
  },
  {
    version: '2008',
    number: 12,
    question: 'What is the "rule of law"?',
    officialAnswers: [
      'Everyone must follow the law.',
      'Leaders must obey the law.',
      'Government must obey the law.',
      'No one is above the law.',
    ],
    answersRequired: 1,
    accepted: ['Everyone must follow the law', 'no one is above the law', 'Leaders must obey the law.'],
    rejected: ['everyone must follow the president'],
  },
  {
    version: '2008',
    number: 15,
    question: 'Who is in charge of the executive branch?',
    officialAnswers: ['the President'],
    answersRequired: 1,
    accepted: ['the President', 'president', 'presdent'],
    rejected: ['vice president', 'the Congress'],
  },
  {
    version: '2008',
    number: 17,
    question: 'What are the two parts of the U.S. Congress?',
    officialAnswers: ['the Senate and House (of Representatives)'],
    answersRequired: 1,
    accepted: ['the Senate and House of Representatives', 'senate and house'],
    rejected: ['senate', 'the Senate and the Supreme Court'],
  },
  {
    version: '2008',
    number: 18,
    question: 'How many U.S. Senators are there?',
    officialAnswers: ['one hundred (100)'],
    answersRequired: 1,
    accepted: ['100', 'one hundred', 'one hundred (100)'],
    rejected: ['50', 'one hundred one', '101'],
  },
  {
    version: '2008',
    number: 21,
    question: 'The House of Representatives has how many voting members?',
    officialAnswers: ['four hundred thirty-five (435)'],
    answersRequired: 1,
    accepted: ['435', 'four hundred thirty-five'],
    rejected: ['438', '100'],
  },
  {
    version: '2008',
    number: 28,
    question: 'What is the name of the President of the United States now?',
    officialAnswers: ['Donald J. Trump', 'Donald Trump', 'Trump'],
    answersRequired: 1,
    accepted: ['Donald Trump', 'Trump', 'donald j trump'],
    rejected: ['Joe Biden', 'Donald Duck'],
  },
  {
    version: '2008',
    number: 36,
    question: 'What are two Cabinet-level positions?',
    officialAnswers: [
      'Secretary of Agriculture',
      'Secretary of Commerce',
      'Secretary of Defense',
      'Secretary of Education',
      'Secretary of Energy',
      'Secretary of Health and Human Services',
      'Secretary of Homeland Security',
      'Secretary of Housing and Urban Development',
      'Secretary of the Interior',
      'Secretary of Labor',
      'Secretary of State',
      'Secretary of Transportation',
      'Secretary of the Treasury',
      'Secretary of Veterans Affairs',
      'Attorney General',
      'Vice President',
    ],
    answersRequired: 2,
    accepted: ['Secretary of State and Attorney General', 'secretary of defense, secretary of labor'],
    rejected: [
      'Secretary of State',
      'Secretary of State and Secretary of State',
      'Secretary of Fun and Attorney General',
    ],
  },
  {
    version: '2008',
    number: 40,
    question: 'Who is the Chief Justice of the United States now?',
    officialAnswers: ['John Roberts', 'John G. Roberts, Jr.', 'Roberts'],
    answersRequired: 1,
    accepted: ['John Roberts', 'Roberts', 'John G. Roberts, Jr.'],
    rejected: ['John Kennedy', 'Clarence Thomas'],
  },
  {
    version: '2008',
    number: 45,
    question: 'What are the two major political parties in the United States?',
    officialAnswers: ['Democratic and Republican'],
    answersRequired: 1,
    accepted: ['Democratic and Republican', 'democratic and republican'],
    rejected: ['Democratic', 'Green and Libertarian'],
  },
  {
    version: '2008',
    number: 55,
    question: 'What are two ways that Americans can participate in their democracy?',
    officialAnswers: [
      'vote',
      'join a political party',
      'help with a campaign',
      'join a civic group',
      'join a community group',
      'give an elected official your opinion on an issue',
      'call Senators and Representatives',
      'publicly support or oppose an issue or policy',
      'run for office',
      'write to a newspaper',
    ],
    answersRequired: 2,
    accepted: ['vote and join a political party', 'vote, run for office', 'I would vote and write to a newspaper'],
    rejected: ['vote', 'vote and vote'],
  },
  {
    version: '2008',
    number: 62,
    question: 'Who wrote the Declaration of Independence?',
    officialAnswers: ['(Thomas) Jefferson'],
    answersRequired: 1,
    accepted: ['Jefferson', 'Thomas Jefferson', 'Tomas Jefferson'],
    rejected: ['George Washington', 'Jeff'],
  },
  {
    version: '2008',
    number: 63,
    question: 'When was the Declaration of Independence adopted?',
    officialAnswers: ['July 4, 1776'],
    answersRequired: 1,
    accepted: ['July 4, 1776', 'july 4 1776'],
    rejected: ['July 4, 1778', 'July 14, 1776'],
  },
  {
    version: '2008',
    number: 64,
    question: 'There were 13 original states. Name three.',
    officialAnswers: [
      'New Hampshire',
      'Massachusetts',
      'Rhode Island',
      'Connecticut',
      'New York',
      'New Jersey',
      'Pennsylvania',
      'Delaware',
      'Maryland',
      'Virginia',
      'North Carolina',
      'South Carolina',
      'Georgia',
    ],
    answersRequired: 3,
    accepted: [
      'New York, New Jersey and Virginia',
      'Georgia, Delaware, Maryland',
      'Massachusets, Connecticut and Rhode Island',
    ],
    rejected: ['New York and New Jersey', 'Texas, Ohio and Florida', 'New York, New York and New York'],
  },
  {
    version: '2008',
    number: 66,
    question: 'When was the Constitution written?',
    officialAnswers: ['1787'],
    answersRequired: 1,
    accepted: ['1787'],
    rejected: ['1776', '1778'],
  },
  {
    version: '2008',
    number: 67,
    question: 'The Federalist Papers supported the passage of the U.S. Constitution. Name one of the writers.',
    officialAnswers: ['(James) Madison', '(Alexander) Hamilton', '(John) Jay', 'Publius'],
    answersRequired: 1,
    accepted: ['Madison', 'James Madison', 'Alexander Hamilton', 'John Jay', 'Publius'],
    rejected: ['Thomas Jefferson', 'George Madison Washington'],
  },
  {
    version: '2008',
    number: 70,
    question: 'Who was the first President?',
    officialAnswers: ['(George) Washington'],
    answersRequired: 1,
    accepted: ['George Washington', 'Washington', 'Gorge Washington'],
    rejected: ['Abraham Lincoln', 'John Adams'],
  },
  {
    version: '2008',
    number: 72,
    question: 'Name one war fought by the United States in the 1800s.',
    officialAnswers: ['War of 1812', 'Mexican-American War', 'Civil War', 'Spanish-American War'],
    answersRequired: 1,
    accepted: ['Civil War', 'the War of 1812', 'mexican american war'],
    rejected: ['World War I', 'the War of 1912'],
  },
  {
    version: '2008',
    number: 80,
    question: 'Who was President during the Great Depression and World War II?',
    officialAnswers: ['(Franklin) Roosevelt'],
    answersRequired: 1,
    accepted: ['Franklin Roosevelt', 'Roosevelt', 'Franklin Rosevelt'],
    rejected: ['Theodore Roosevelt', 'Franklin'],
  },
  {
    version: '2008',
    number: 89,
    question: 'What ocean is on the West Coast of the United States?',
    officialAnswers: ['Pacific (Ocean)'],
    answersRequired: 1,
    accepted: ['Pacific', 'the Pacific Ocean', 'pacfic ocean'],
    rejected: ['Atlantic', 'Indian Ocean'],
  },
  {
    version: '2008',
    number: 94,
    question: 'What is the capital of the United States?',
    officialAnswers: ['Washington, D.C.'],
    answersRequired: 1,
    accepted: ['Washington, D.C.', 'Washington DC'],
    rejected: ['New York', 'Washington state'],
  },
  {
    version: '2008',
    number: 98,
    question: 'What is the name of the national anthem?',
    officialAnswers: ['The Star-Spangled Banner'],
    answersRequired: 1,
    accepted: ['The Star-Spangled Banner', 'star spangled banner'],
    rejected: ['America the Beautiful', 'God Bless America'],
  },
  {
    version: '2008',
    number: 99,
    question: 'When do we celebrate Independence Day?',
    officialAnswers: ['July 4'],
    answersRequired: 1,
    accepted: ['July 4', 'july 4th'],
    rejected: ['July 14', 'June 4'],
  },
  {
    version: '2008',
    number: 100,
    question: 'Name two national U.S. holidays.',
    officialAnswers: [
      "New Year's Day",
      'Martin Luther King, Jr. Day',
      "Presidents' Day",
      'Memorial Day',
      'Independence Day',
      'Labor Day',
      'Columbus Day',
      'Veterans Day',
      'Thanksgiving',
      'Christmas',
    ],
    answersRequired: 2,
    accepted: ["New Year's Day and Thanksgiving", 'Christmas, Labor Day', 'Memorial Day and Independence Day'],
    rejected: ['Christmas', 'Christmas and Easter', 'Halloween and Valentines Day'],
  },
  {
    version: '2025',
    number: 2,
    question: 'What is the supreme law of the land?',
    officialAnswers: ['(U.S.) Constitution'],
    answersRequired: 1,
    accepted: ['Constitution', 'the U.S. Constitution', 'US Constitution'],
    rejected: ['Declaration of Independence'],
  },
  {
    version: '2025',
    number: 10,
    question: 'Name two important ideas from the Declaration of Independence and the U.S. Constitution.',
    officialAnswers: [
      'Equality',
      'Liberty',
      'Social contract',
      'Natural rights',
      'Limited government',
      'Self-government',
    ],
    answersRequired: 2,
    accepted: ['Equality and Liberty', 'natural rights, limited government'],
    rejected: ['Equality', 'democracy and taxes'],
  },
  {
    version: '2025',
    number: 16,
    question: 'Name the three branches of government.',
    officialAnswers: ['Legislative, executive, and judicial', 'Congress, president, and the courts'],
    answersRequired: 1,
    accepted: ['Legislative, executive, and judicial', 'congress, president and the courts'],
    rejected: ['legislative and executive', 'president, vice president and cabinet'],
  },
  {
    version: '2025',
    number: 22,
    question: 'How long is a term for a U.S. senator?',
    officialAnswers: ['Six (6) years'],
    answersRequired: 1,
    accepted: ['six years', '6 years', 'Six (6) years'],
    rejected: ['four years', '6 months'],
  },
  {
    version: '2025',
    number: 38,
    question: 'What is the name of the President of the United States now?',
    officialAnswers: ['Donald J. Trump', 'Donald Trump', 'Trump'],
    answersRequired: 1,
    accepted: ['Donald Trump', 'Trump'],
    rejected: ['Barack Obama'],
  },
  {
    version: '2025',
    number: 48,
    question: 'What are two Cabinet-level positions?',
    officialAnswers: [
      'Attorney General',
      'Secretary of Agriculture',
      'Secretary of Commerce',
      'Secretary of Education',
      'Secretary of Energy',
      'Secretary of Health and Human Services',
      'Secretary of Homeland Security',
      'Secretary of Housing and Urban Development',
      'Secretary of the Interior',
      'Secretary of Labor',
      'Secretary of State',
      'Secretary of Transportation',
      'Secretary of the Treasury',
      'Secretary of Veterans Affairs',
      'Secretary of War (Defense)',
      'Vice-President',
      'Administrator of the Environmental Protection Agency',
      'Administrator of the Small Business Administration',
      'Director of the Central Intelligence Agency',
      'Director of the Office of Management and Budget',
      'Director of National Intelligence',
      'United States Trade Representative',
    ],
    answersRequired: 2,
    accepted: ['Secretary of War and Attorney General', 'secretary of war and vice president'],
    rejected: ['Secretary of War', 'Secretary of Peace and Vice President'],
  },
  {
    version: '2025',
    number: 65,
    question: 'What are three rights of everyone living in the United States?',
    officialAnswers: [
      'Freedom of expression',
      'Freedom of speech',
      'Freedom of assembly',
      'Freedom to petition the government',
      'Freedom of religion',
      'The right to bear arms',
    ],
    answersRequired: 3,
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
    version: '2025',
    number: 90,
    question: 'What territory did the United States buy from France in 1803?',
    officialAnswers: ['Louisiana Territory', 'Louisiana'],
    answersRequired: 1,
    accepted: ['Louisiana', 'the Louisiana Territory', 'Lousiana'],
    rejected: ['Alaska', 'Florida'],
  },
  {
    version: '2025',
    number: 105,
    question: 'Who was president during the Great Depression and World War II?',
    officialAnswers: ['(Franklin) Roosevelt'],
    answersRequired: 1,
    accepted: ['Roosevelt', 'Franklin Roosevelt'],
    rejected: ['Wilson', 'Truman'],
  },
  {
    version: '2025',
    number: 126,
    question: 'Name three national U.S. holidays.',
    officialAnswers: [
      'New Year’s Day',
      'Martin Luther King, Jr. Day',
      'Presidents Day (Washington’s Birthday)',
      'Memorial Day',
      'Juneteenth',
      'Independence Day',
      'Labor Day',
      'Columbus Day',
      'Veterans Day',
      'Thanksgiving Day',
      'Christmas Day',
    ],
    answersRequired: 3,
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
