// English test practice (beyond the spec): the USCIS reading and writing vocabulary (public domain,
// seed-data/reference/vocabulary.json) and sentences made only of it, like the officer's reading
// test (questions, from the reading list) and writing test (answers, from the writing list).
import vocabulary from './vocabulary.json';

export interface VocabularyGroup {
  category: string;
  words: string[];
}

export const READING_VOCABULARY: VocabularyGroup[] = vocabulary.reading;
export const WRITING_VOCABULARY: VocabularyGroup[] = vocabulary.writing;

export const READING_SENTENCES = [
  'Who was the first President?',
  'What is the capital of the United States?',
  'Where does Congress meet?',
  'When is Labor Day?',
  'Who is the Father of Our Country?',
  'What country is north of the United States?',
  'Who elects Senators?',
  'Who can vote?',
  'What are the colors of the American flag?',
  'When is Memorial Day?',
  'Why do people want to vote?',
  'What is the largest state?',
  'Who is on the dollar bill?',
  'Where is the White House?',
  'What is the Bill of Rights?',
  'When is Flag Day?',
] as const;

export const WRITING_SENTENCES = [
  'Washington was the first President.',
  'Washington, D.C. is the capital of the United States.',
  'Congress meets in Washington, D.C.',
  'Labor Day is in September.',
  'Memorial Day is in May.',
  'Flag Day is in June.',
  'Independence Day is in July.',
  'Columbus Day is in October.',
  'Thanksgiving is in November.',
  'Presidents’ Day is in February.',
  'Lincoln was the President during the Civil War.',
  'The flag is red, white, and blue.',
  'Citizens have the right to vote.',
  'The President lives in the White House.',
  'Canada is north of the United States.',
  'Mexico is south of the United States.',
  'Alaska is the largest state.',
  'Citizens can elect the President.',
  'We pay taxes.',
  'New York City was the first capital.',
  'Washington is on the dollar bill.',
] as const;
