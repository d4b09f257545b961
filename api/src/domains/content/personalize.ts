// The correct answer of "your state's senators / governor / capital" for the learner's own
// place, from the officials tables (with their as-of dates), and of "your U.S. Representative" once
// the learner chose their district. DC and territory residents get the official special answers.
// Without a known place (or district) the generic "look up" answer stays.
import {
  TRANSLATION_LANGUAGES,
  US_STATES,
  US_TERRITORIES,
  type OptionDto,
  type QuestionDto,
} from '@civics/sync-protocol';
import type { PlaceFacts } from '../officials/repository.js';

type Texts = { en: string } & Partial<Record<string, string>>;

const SPECIAL: Record<'dcSenators' | 'territorySenators' | 'dcGovernor' | 'dcCapital', Texts> = {
  dcSenators: {
    en: 'D.C. has no U.S. senators',
    vi: 'D.C. không có Thượng nghị sĩ Hoa Kỳ',
    ko: 'D.C.에는 연방 상원의원이 없습니다',
    zh: '哥伦比亚特区没有美国联邦参议员',
    'zh-TW': '哥倫比亞特區沒有美國聯邦參議員',
    es: 'D.C. no tiene senadores de los EE. UU.',
  },
  territorySenators: {
    en: 'My territory has no U.S. senators',
    vi: 'Lãnh thổ của tôi không có Thượng nghị sĩ Hoa Kỳ',
    ko: '제가 사는 영토에는 연방 상원의원이 없습니다',
    zh: '我居住的领地没有美国联邦参议员',
    'zh-TW': '我居住的領地沒有美國聯邦參議員',
    es: 'Mi territorio no tiene senadores de los EE. UU.',
  },
  dcGovernor: {
    en: 'D.C. does not have a governor',
    vi: 'D.C. không có Thống đốc',
    ko: 'D.C.에는 주지사가 없습니다',
    zh: '哥伦比亚特区没有州长',
    'zh-TW': '哥倫比亞特區沒有州長',
    es: 'D.C. no tiene gobernador',
  },
  dcCapital: {
    en: 'D.C. is not a state and does not have a capital',
    vi: 'D.C. không phải là một tiểu bang và không có thủ phủ',
    ko: 'D.C.는 주가 아니므로 주도가 없습니다',
    zh: '哥伦比亚特区不是州，没有首府',
    'zh-TW': '哥倫比亞特區不是州，沒有首府',
    es: 'D.C. no es un estado y no tiene capital',
  },
};

export interface PlaceAnswer {
  /** The correct option's text per language (English when a language has no entry: names stay as they are). */
  option: Texts;
  /** Appended to the explanation: a sentence in English, a short language-neutral line in translations. */
  note: string;
  shortNote: string;
  /** What a learner may say aloud or type for it (each senator's name on its own counts). */
  accepted: string[];
  /** The officials' as-of date (null for the fixed D.C. and territory answers). */
  asOf?: string | null;
}

/**
 * "A or B" in each language's own words (vi "hoặc", ko "또는", zh "或", es "o"): names are not
 * translated, but the word that joins them is.
 */
export function eitherName(names: string[]): Texts {
  const join = (language: string) => new Intl.ListFormat(language, { type: 'disjunction' }).format(names);
  return { en: join('en'), ...Object.fromEntries(TRANSLATION_LANGUAGES.map((language) => [language, join(language)])) };
}

const placeName = (code: string) => [...US_STATES, ...US_TERRITORIES].find(([c]) => c === code)?.[1] ?? code;
const isTerritory = (code: string) => US_TERRITORIES.some(([c]) => c === code);

export function placeAnswer(kind: string | null, place: PlaceFacts): PlaceAnswer | null {
  const name = placeName(place.code);
  switch (kind) {
    case 'senators':
      return senatorsAnswer(place, name);
    case 'governor':
      return governorAnswer(place, name);
    case 'stateCapital':
      return capitalAnswer(place, name);
    case 'representative':
      return representativeAnswer(place, name);
    default:
      return null;
  }
}

/** Where the place has no such office (D.C., a territory): a fixed answer in every language, and no date. */
const noOfficeAnswer = (option: Texts, note: string): PlaceAnswer => ({
  option,
  note,
  shortNote: '',
  accepted: [option.en],
});

/** An answer that is one name (a governor, a capital, a representative), the same in every language. */
const oneNameAnswer = (answer: string, note: string, shortNote: string, asOf: string | null): PlaceAnswer => ({
  option: { en: answer },
  note,
  shortNote,
  accepted: [answer],
  asOf,
});

function senatorsAnswer(place: PlaceFacts, name: string): PlaceAnswer | null {
  if (place.code === 'DC')
    return noOfficeAnswer(SPECIAL.dcSenators, 'D.C. residents answer that D.C. has no U.S. senators.');
  if (isTerritory(place.code))
    return noOfficeAnswer(
      SPECIAL.territorySenators,
      `Residents of ${name} answer that the territory has no U.S. senators.`,
    );
  if (place.senators.length === 0) return null;
  const names = place.senators.map((s) => s.name);
  const listed = place.senators.map((s) => `${s.name} (${s.party})`).join(' and ');
  return {
    option: eitherName(names),
    note: `The U.S. senators for ${name} are ${listed}, as of ${place.senatorsAsOf}. Either name is a correct answer.`,
    shortNote: `${name}: ${names.join(', ')} (${place.senatorsAsOf})`,
    accepted: names,
    asOf: place.senatorsAsOf,
  };
}

function governorAnswer(place: PlaceFacts, name: string): PlaceAnswer | null {
  if (place.code === 'DC')
    return noOfficeAnswer(SPECIAL.dcGovernor, 'D.C. residents answer that D.C. does not have a governor.');
  const governor = place.governor;
  if (!governor) return null;
  return oneNameAnswer(
    governor.name,
    `The Governor of ${name} is ${governor.name}, as of ${governor.asOf}.`,
    `${name}: ${governor.name} (${governor.asOf})`,
    governor.asOf,
  );
}

function capitalAnswer(place: PlaceFacts, name: string): PlaceAnswer | null {
  if (place.code === 'DC')
    return noOfficeAnswer(
      SPECIAL.dcCapital,
      'D.C. residents answer that D.C. is not a state and does not have a capital.',
    );
  const capital = place.capital;
  if (!capital) return null;
  return oneNameAnswer(
    capital.name,
    `The capital of ${name} is ${capital.name}.`,
    `${name}: ${capital.name}`,
    capital.asOf,
  );
}

function representativeAnswer(place: PlaceFacts, name: string): PlaceAnswer | null {
  const rep = place.representative;
  if (!rep) return null;
  const seat = representativeSeat(rep, name);
  return oneNameAnswer(
    rep.name,
    `${seat.sentence} is ${rep.name} (${rep.party}), as of ${rep.asOf}.`,
    `${seat.short}: ${rep.name} (${rep.asOf})`,
    rep.asOf,
  );
}

/** How the learner's seat is named: a district, the at-large seat, or a territory's Delegate. */
function representativeSeat(
  rep: PlaceFacts['representative'] & object,
  place: string,
): { sentence: string; short: string } {
  if (rep.delegateOrCommissioner) {
    const title = rep.state === 'PR' ? 'Resident Commissioner' : 'Delegate';
    return {
      sentence: `The ${title} of ${place} in the U.S. House of Representatives (a non-voting member)`,
      short: place,
    };
  }
  if (rep.district === 0)
    return { sentence: `The U.S. Representative for ${place} (one member, elected at large)`, short: place };
  return {
    sentence: `The U.S. Representative for ${place}'s congressional district ${rep.district}`,
    short: `${place} ${rep.district}`,
  };
}

const withCorrectText = (options: OptionDto[], correctId: string, text: string) =>
  options.map((o) => (o.id === correctId ? { ...o, text } : o));
const appended = (text: string, note: string) => (note ? `${text} ${note}`.trim() : text);

export function personalizeQuestion(question: QuestionDto, place: PlaceFacts | null): QuestionDto {
  const answer = place && placeAnswer(question.dynamicKind, place);
  if (!answer) return question;
  const translations = question.translations
    ? Object.fromEntries(
        Object.entries(question.translations).map(([language, t]) => [
          language,
          personalizeTranslationText(t, question.correctOptionId, answer, language),
        ]),
      )
    : undefined;
  return {
    ...question,
    options: withCorrectText(question.options, question.correctOptionId, answer.option.en),
    explanation: appended(question.explanation, answer.note),
    // Typed answers (mock interview) are graded against these: the learner's own officials count.
    officialAnswers: [...(question.officialAnswers ?? []), ...answer.accepted],
    answerAsOf: answer.asOf ?? question.answerAsOf ?? null,
    ...(translations ? { translations } : {}),
  };
}

export function personalizeTranslationText<T extends { options: OptionDto[]; explanation: string }>(
  translation: T,
  correctOptionId: string,
  answer: PlaceAnswer,
  language: string,
): T {
  return {
    ...translation,
    options: withCorrectText(translation.options, correctOptionId, answer.option[language] ?? answer.option.en),
    explanation: appended(translation.explanation, answer.shortNote),
  };
}
