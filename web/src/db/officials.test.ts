import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { questionsInOrder } from './content';
import { db, type StoredQuestion } from './database';
import {
  answerOn,
  deviceDay,
  governorsOf,
  isServingOn,
  portraitSource,
  senatorsOf,
  type DatedQuestion,
  type DatedSenator,
} from './officials';
import { storedQuestion } from '../test/bundle-fixtures';

const senator = (
  id: number,
  senatorName: string,
  validFrom: string | null,
  validUntil: string | null,
): DatedSenator => ({
  id,
  state: 'TX',
  stateName: 'Texas',
  senatorName,
  partisanship: 'Republican',
  inaugurationDay: validFrom,
  portraitUrl: null,
  asOf: '2026-06-15',
  validFrom,
  validUntil,
  senateClass: null,
  portraitData: null,
  portraitMimeType: null,
});

const option = (id: string, text: string) => ({ id, text });
const question: DatedQuestion = storedQuestion(20, {
  id: 20,
  version: '2008',
  questionText: "Who is one of your state's U.S. Senators now?",
  options: [option('option_1', 'A'), option('option_4', 'John Cornyn or Ted Cruz')],
  correctOptionIndex: 1,
  correctOptionId: 'option_4',
  explanation: 'as of 2026-06-15',
  isTimeSensitive: true,
  jurisdictionType: 'state',
  dynamicKind: 'senators',
  officialAnswers: ['John Cornyn'],
  translations: {
    vi: {
      questionText: 'vi',
      options: [option('option_1', 'A'), option('option_4', 'John Cornyn or Ted Cruz')],
      explanation: 'vi',
    },
  },
  answerVariants: [
    {
      from: '2027-06-01',
      options: [option('option_1', 'A'), option('option_4', 'Later Person or Ted Cruz')],
      explanation: 'later',
      officialAnswers: ['Later Person'],
      translations: {},
    },
    {
      from: '2027-01-03',
      options: [option('option_1', 'A'), option('option_4', 'Jordan Example or Ted Cruz')],
      explanation: 'as of 2027-01-03',
      officialAnswers: ['Jordan Example'],
      translations: {
        vi: {
          questionText: 'vi',
          options: [option('option_1', 'A'), option('option_4', 'Jordan Example or Ted Cruz')],
          explanation: 'vi 2027',
        },
      },
    },
  ],
});
const correct = (q: DatedQuestion, language?: string) =>
  (language ? q.translations[language]!.options : q.options).find((o) => o.id === q.correctOptionId)!.text;

describe('picking by the device day', () => {
  it('marks the question from the day after a term ends with nobody new in force, and not once a successor is (issue 34 item 11)', () => {
    const ended = { endsOn: '2026-12-07', successorFrom: null, site: 'https://gov.alaska.gov' };
    const governor: DatedQuestion = { ...question, answerVariants: [], officeChanges: [ended] };
    expect(answerOn(governor, '2026-12-07').officeChange).toBeNull();
    expect(answerOn(governor, '2026-12-08').officeChange).toEqual(ended);
    expect(
      answerOn({ ...governor, officeChanges: [{ ...ended, successorFrom: '2026-12-07' }] }, '2026-12-08').officeChange,
    ).toBeNull();
    // A question no term stands behind is left as it was.
    expect(answerOn({ ...question, answerVariants: [] }, '2026-12-08')).not.toHaveProperty('officeChange');
  });

  it('keeps the answer before inauguration day and switches on it, in the translation too', () => {
    expect(correct(answerOn(question, '2027-01-02'))).toBe('John Cornyn or Ted Cruz');
    expect(correct(answerOn(question, '2027-01-03'))).toBe('Jordan Example or Ted Cruz');
    expect(correct(answerOn(question, '2027-01-03'), 'vi')).toBe('Jordan Example or Ted Cruz');
    expect(answerOn(question, '2027-01-03').officialAnswers).toEqual(['Jordan Example']);
    // Variants in any order: the latest that has started wins.
    expect(correct(answerOn(question, '2027-06-01'))).toBe('Later Person or Ted Cruz');
    const plain = { ...question, answerVariants: undefined };
    expect(answerOn(plain, '2030-01-01')).toBe(plain);
  });

  it('counts a row from its first day until (not including) its last', () => {
    const outgoing = senator(1, 'John Cornyn', null, '2027-01-03');
    const incoming = senator(2, 'Jordan Example', '2027-01-03', null);
    for (const day of ['2026-12-31', '2027-01-02', '2027-01-03', '2027-01-04']) {
      expect([isServingOn(outgoing, day), isServingOn(incoming, day)]).toEqual([
        day < '2027-01-03',
        day >= '2027-01-03',
      ]);
    }
  });

  it("reads the device's own calendar day", () => {
    expect(deviceDay(new Date(2027, 0, 3, 0, 5))).toBe('2027-01-03');
    expect(deviceDay(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
  });
});

describe('officials and questions on the device', () => {
  beforeEach(async () => {
    await db.open();
    await db.senators.bulkPut([
      senator(1, 'John Cornyn', null, '2027-01-03'),
      senator(2, 'Jordan Example', '2027-01-03', null),
      senator(3, 'Ted Cruz', null, null),
    ]);
    await db.governors.bulkPut([
      {
        id: 7,
        state: 'TX',
        stateName: 'Texas',
        governorName: 'Greg Abbott',
        partisanship: 'Republican',
        inaugurationDay: '2015-01-20',
        asOf: '2026-08-05',
        validFrom: null,
        validUntil: null,
        portraitUrl: null,
        portraitData: null,
        portraitMimeType: null,
      },
    ]);
    await db.questions.put(question as StoredQuestion);
  });
  afterEach(() => db.delete());

  it('lists who serves on the day, and answers as of the day', async () => {
    expect((await senatorsOf('TX', '2027-01-02')).map((s) => s.senatorName)).toEqual(['John Cornyn', 'Ted Cruz']);
    expect((await senatorsOf('TX', '2027-01-03')).map((s) => s.senatorName)).toEqual(['Jordan Example', 'Ted Cruz']);
    // An older bundle's rows have no dates: they always serve.
    expect((await governorsOf('TX', '2030-01-01')).map((g) => g.governorName)).toEqual(['Greg Abbott']);
    expect(correct((await questionsInOrder('2027-01-02'))[0]!)).toBe('John Cornyn or Ted Cruz');
    expect(correct((await questionsInOrder('2027-01-03'))[0]!)).toBe('Jordan Example or Ted Cruz');
  });

  it('shows the bundled portrait offline, else its link, else nothing', () => {
    expect(
      portraitSource({ portraitData: 'AAAA', portraitMimeType: 'image/webp', portraitUrl: '/api/senators/1/portrait' }),
    ).toBe('data:image/webp;base64,AAAA');
    expect(
      portraitSource({ portraitData: null, portraitMimeType: 'image/webp', portraitUrl: '/api/senators/1/portrait' }),
    ).toBe('/api/senators/1/portrait');
    expect(portraitSource({ portraitData: null, portraitMimeType: null, portraitUrl: null })).toBeNull();
  });
});
