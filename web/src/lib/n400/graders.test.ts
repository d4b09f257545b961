import { describe, expect, it } from 'vitest';
import { gradeAboutYou, readDate, readNumberSaid, spokenDigits } from './about-you';
import { gradeMeaning, keyWords } from './meaning';
import { gradeYesNo, readYesNo } from './yes-no';

describe('Part 9 yes/no answers', () => {
  it.each([
    'no',
    'No.',
    'No, I have not',
    'never',
    'nope',
    'No sir, never',
    'I have not',
    "I haven't",
    'I did not',
    'no no',
  ])('hears "%s" as a clear no', (said) => {
    expect(readYesNo(said)).toBe('no');
    expect(gradeYesNo(said, 'no')).toEqual({ answer: 'no', verdict: 'correct', note: null });
  });

  it.each(['yes', 'Yes, I have', 'yeah', 'I do', 'of course', 'I am', 'sure'])('hears "%s" as a yes', (said) => {
    expect(readYesNo(said)).toBe('yes');
  });

  it('takes a yes with a short explanation as a full answer, and asks for one after a bare yes where no is usual', () => {
    expect(gradeYesNo('Yes, I served in the army for two years', 'depends')).toEqual({
      answer: 'yes',
      verdict: 'correct',
      note: null,
    });
    expect(gradeYesNo('Yes I was arrested in 2010 for a traffic ticket', 'no')).toEqual({
      answer: 'yes',
      verdict: 'correct',
      note: null,
    });
    expect(gradeYesNo('yes I have', 'no')).toEqual({ answer: 'yes', verdict: 'almost', note: 'explainYes' });
    // Where yes is the usual answer ("Do you support the Constitution?"), a bare yes is complete.
    expect(gradeYesNo('yes I do', 'yes')).toEqual({ answer: 'yes', verdict: 'correct', note: null });
  });

  it('never marks a true answer wrong for being yes or no; only an unclear one', () => {
    expect(gradeYesNo('No', 'yes').verdict).toBe('correct');
    expect(gradeYesNo('I live in California', 'no')).toEqual({ answer: null, verdict: 'wrong', note: 'unclear' });
    expect(gradeYesNo('', 'no').verdict).toBe('wrong');
  });
});

describe('meanings', () => {
  const claim = {
    term: 'claim to be a U.S. citizen',
    definition: 'To say or write that you are an American citizen when you are not one.',
  };

  it('takes the key words of our definition without the words of the term', () => {
    expect(keyWords(claim.term, claim.definition)).toEqual(['say', 'america', 'not']);
  });

  it('passes a simple explanation with key words or their synonyms, and any word ending', () => {
    expect(
      gradeMeaning('It means you tell people you are American but you are not', claim.term, claim.definition).verdict,
    ).toBe('correct');
    expect(gradeMeaning('pretending in writing to be from the USA', claim.term, claim.definition).verdict).toBe(
      'correct',
    );
    const vote = {
      term: 'register to vote',
      definition: 'To sign up on the official list of people who can vote in elections.',
    };
    expect(gradeMeaning('to sign up on the list for elections', vote.term, vote.definition).verdict).toBe('correct');
    const torture = {
      term: 'torture',
      definition: 'To cause someone very great pain on purpose, to punish them or to get information.',
    };
    expect(
      gradeMeaning('hurting someone with a lot of pain on purpose', torture.term, torture.definition).verdict,
    ).toBe('correct');
  });

  it('fails a wrong meaning, and the term said back', () => {
    expect(gradeMeaning('to ask the government for money', claim.term, claim.definition)).toMatchObject({
      verdict: 'wrong',
      found: [],
    });
    expect(gradeMeaning('claim to be a citizen', claim.term, claim.definition).verdict).toBe('wrong');
    const torture = {
      term: 'torture',
      definition: 'To cause someone very great pain on purpose, to punish them or to get information.',
    };
    expect(gradeMeaning('a kind of tax you pay late', torture.term, torture.definition).verdict).toBe('wrong');
  });
});

describe('"about you" answers', () => {
  it.each([
    'March 3rd 1985',
    '3/3/1985',
    'the third of March nineteen eighty-five',
    'I was born on March third, nineteen eighty five',
    '1985-03-03',
    'Mar 3 1985',
    '3 March 1985',
  ])('reads "%s" as the date of birth 1985-03-03', (said) => {
    expect(readDate(said)).toEqual({ year: 1985, month: 3, day: 3 });
    expect(gradeAboutYou(said, '03/03/1985', 'date')).toBe('correct');
  });

  it('reads ordinals and years apart, and two-thousand years', () => {
    expect(readDate('March thirty first nineteen ninety')).toEqual({ year: 1990, month: 3, day: 31 });
    expect(readDate('July 4th, two thousand and nineteen')).toEqual({ year: 2019, month: 7, day: 4 });
    expect(readDate('in twenty nineteen, in June')).toEqual({ year: 2019, month: 6 });
    expect(gradeAboutYou('since June twenty nineteen', 'June 2019', 'date')).toBe('correct');
  });

  it('fails another date, and a date missing its day when the stored one has it', () => {
    expect(gradeAboutYou('March 4th 1985', '1985-03-03', 'date')).toBe('wrong');
    expect(gradeAboutYou('in 1985', '1985-03-03', 'date')).toBe('wrong');
    expect(gradeAboutYou('I do not know', '1985-03-03', 'date')).toBe('wrong');
  });

  it('compares numbers in words or digits, and none as zero', () => {
    expect(readNumberSaid('I have two children')).toBe(2);
    expect(gradeAboutYou('three trips', '3', 'number')).toBe('correct');
    expect(gradeAboutYou('none', '0', 'number')).toBe('correct');
    expect(gradeAboutYou('four', '3', 'number')).toBe('wrong');
  });

  it('compares names in any order with a small slip, and places by most of their words', () => {
    expect(gradeAboutYou('My name is Nguyen Thi Lan', 'Lan Thi Nguyen', 'name')).toBe('correct');
    expect(gradeAboutYou('Lan Nguyen', 'Lan Thi Nguyen', 'name')).toBe('almost');
    expect(gradeAboutYou('John Smith', 'Lan Thi Nguyen', 'name')).toBe('wrong');
    expect(spokenDigits('one two three Main Street')).toEqual(['123', 'main', 'street']);
    expect(
      gradeAboutYou(
        'I live at one two three Main Street San Jose California',
        '123 Main St, San Jose, California',
        'place',
      ),
    ).toBe('correct');
    expect(gradeAboutYou('I am married', 'Married', 'free')).toBe('correct');
    expect(gradeAboutYou('I am single', 'Married', 'free')).toBe('wrong');
  });
});

describe('meanings over the whole vocabulary', () => {
  it('passes each definition said back in other words order, and fails an unrelated meaning for every term', async () => {
    const { default: vocabulary } = (await import('../../../../seed-data/reference/n400-vocabulary.json')) as {
      default: Array<{ term: string; plainEnglish: string }>;
    };
    const failing = vocabulary.filter(
      (v) => gradeMeaning(v.plainEnglish.split(' ').reverse().join(' '), v.term, v.plainEnglish).verdict !== 'correct',
    );
    expect(failing.map((v) => v.term)).toEqual([]);
    const unrelated = vocabulary.filter(
      (v) => gradeMeaning('a kind of soup you cook at home on Sunday', v.term, v.plainEnglish).verdict !== 'wrong',
    );
    expect(unrelated.map((v) => v.term)).toEqual([]);
  });
});
