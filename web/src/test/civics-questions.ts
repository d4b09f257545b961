// Test-only: real civics questions with their official USCIS answers (seed-data/reference/
// civics-<version>.json), which the answer-grading tests grade typed and spoken answers against.

export interface OfficialQuestion {
  question: string;
  officialAnswers: string[];
  /** How many different answers the question asks for, when more than one. */
  answersRequired?: number;
}

/** The eleven Cabinet secretaries both tests' lists name in the same order, Education to Veterans Affairs. */
const SECRETARIES_EDUCATION_TO_VETERANS = [
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
];

/** The 2008 test's questions, by official number. */
export const CIVICS_2008 = {
  1: { question: 'What is the supreme law of the land?', officialAnswers: ['the Constitution'] },
  3: {
    question: 'The idea of self-government is in the first three words of the Constitution. What are these words?',
    officialAnswers: ['We the People'],
  },
  4: {
    question: 'What is an amendment?',
    officialAnswers: ['a change (to the Constitution)', 'an addition (to the Constitution)'],
  },
  5: {
    question: 'What do we call the first ten amendments to the Constitution?',
    officialAnswers: ['the Bill of Rights'],
  },
  6: {
    question: 'What is one right or freedom from the First Amendment?',
    officialAnswers: ['speech', 'religion', 'assembly', 'press', 'petition the government'],
  },
  7: { question: 'How many amendments does the Constitution have?', officialAnswers: ['twenty-seven (27)'] },
  9: {
    question: 'What are two rights in the Declaration of Independence?',
    officialAnswers: ['life', 'liberty', 'pursuit of happiness'],
    answersRequired: 2,
  },
  12: {
    question: 'What is the "rule of law"?',
    officialAnswers: [
      'Everyone must follow the law.',
      'Leaders must obey the law.',
      'Government must obey the law.',
      'No one is above the law.',
    ],
  },
  15: { question: 'Who is in charge of the executive branch?', officialAnswers: ['the President'] },
  17: {
    question: 'What are the two parts of the U.S. Congress?',
    officialAnswers: ['the Senate and House (of Representatives)'],
  },
  18: { question: 'How many U.S. Senators are there?', officialAnswers: ['one hundred (100)'] },
  21: {
    question: 'The House of Representatives has how many voting members?',
    officialAnswers: ['four hundred thirty-five (435)'],
  },
  28: {
    question: 'What is the name of the President of the United States now?',
    officialAnswers: ['Donald J. Trump', 'Donald Trump', 'Trump'],
  },
  36: {
    question: 'What are two Cabinet-level positions?',
    officialAnswers: [
      'Secretary of Agriculture',
      'Secretary of Commerce',
      'Secretary of Defense',
      ...SECRETARIES_EDUCATION_TO_VETERANS,
      'Attorney General',
      'Vice President',
    ],
    answersRequired: 2,
  },
  40: {
    question: 'Who is the Chief Justice of the United States now?',
    officialAnswers: ['John Roberts', 'John G. Roberts, Jr.', 'Roberts'],
  },
  45: {
    question: 'What are the two major political parties in the United States?',
    officialAnswers: ['Democratic and Republican'],
  },
  55: {
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
  },
  62: { question: 'Who wrote the Declaration of Independence?', officialAnswers: ['(Thomas) Jefferson'] },
  63: { question: 'When was the Declaration of Independence adopted?', officialAnswers: ['July 4, 1776'] },
  64: {
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
  },
  66: { question: 'When was the Constitution written?', officialAnswers: ['1787'] },
  67: {
    question: 'The Federalist Papers supported the passage of the U.S. Constitution. Name one of the writers.',
    officialAnswers: ['(James) Madison', '(Alexander) Hamilton', '(John) Jay', 'Publius'],
  },
  70: { question: 'Who was the first President?', officialAnswers: ['(George) Washington'] },
  72: {
    question: 'Name one war fought by the United States in the 1800s.',
    officialAnswers: ['War of 1812', 'Mexican-American War', 'Civil War', 'Spanish-American War'],
  },
  80: {
    question: 'Who was President during the Great Depression and World War II?',
    officialAnswers: ['(Franklin) Roosevelt'],
  },
  89: { question: 'What ocean is on the West Coast of the United States?', officialAnswers: ['Pacific (Ocean)'] },
  94: { question: 'What is the capital of the United States?', officialAnswers: ['Washington, D.C.'] },
  98: { question: 'What is the name of the national anthem?', officialAnswers: ['The Star-Spangled Banner'] },
  99: { question: 'When do we celebrate Independence Day?', officialAnswers: ['July 4'] },
  100: {
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
  },
} satisfies Record<number, OfficialQuestion>;

/** The 2025 test's questions, by official number. */
export const CIVICS_2025 = {
  2: { question: 'What is the supreme law of the land?', officialAnswers: ['(U.S.) Constitution'] },
  10: {
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
  },
  16: {
    question: 'Name the three branches of government.',
    officialAnswers: ['Legislative, executive, and judicial', 'Congress, president, and the courts'],
  },
  22: { question: 'How long is a term for a U.S. senator?', officialAnswers: ['Six (6) years'] },
  38: {
    question: 'What is the name of the President of the United States now?',
    officialAnswers: ['Donald J. Trump', 'Donald Trump', 'Trump'],
  },
  48: {
    question: 'What are two Cabinet-level positions?',
    officialAnswers: [
      'Attorney General',
      'Secretary of Agriculture',
      'Secretary of Commerce',
      ...SECRETARIES_EDUCATION_TO_VETERANS,
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
  },
  65: {
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
  },
  90: {
    question: 'What territory did the United States buy from France in 1803?',
    officialAnswers: ['Louisiana Territory', 'Louisiana'],
  },
  105: {
    question: 'Who was president during the Great Depression and World War II?',
    officialAnswers: ['(Franklin) Roosevelt'],
  },
  126: {
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
  },
} satisfies Record<number, OfficialQuestion>;
