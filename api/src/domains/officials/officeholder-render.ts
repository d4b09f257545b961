// The officeholder questions rendered from the dated rows (issue 19): the name is entered once and
// becomes the correct option in English and every translation (names are not translated), the
// explanation says who holds the office as of when, and the accepted answers follow the holder.
// A question whose text already names the holder in force is left exactly as written.
import type { AnswerVariant, OfficeholderOffice, OptionDto, QuestionDto } from '@civics/sync-protocol';

/** Which question of each bank asks for which office. */
const QUESTIONS: Record<OfficeholderOffice, Record<string, number>> = {
  president: { '2008': 28, '2025': 38 },
  vicePresident: { '2008': 29, '2025': 39 },
  speaker: { '2008': 47, '2025': 30 },
  chiefJustice: { '2008': 40, '2025': 57 },
};

export function officeOf(question: Pick<QuestionDto, 'version' | 'officialNumber'>): OfficeholderOffice | null {
  const found = Object.entries(QUESTIONS).find(([, numbers]) => numbers[question.version] === question.officialNumber);
  return found ? (found[0] as OfficeholderOffice) : null;
}

const TITLES: Record<OfficeholderOffice, Record<string, string>> = {
  president: {
    en: 'the President of the United States',
    vi: 'Tổng thống Hoa Kỳ',
    ko: '미국 대통령',
    zh: '美国总统',
    'zh-TW': '美國總統',
    es: 'el presidente de los Estados Unidos',
  },
  vicePresident: {
    en: 'the Vice President of the United States',
    vi: 'Phó Tổng thống Hoa Kỳ',
    ko: '미국 부통령',
    zh: '美国副总统',
    'zh-TW': '美國副總統',
    es: 'el vicepresidente de los Estados Unidos',
  },
  speaker: {
    en: 'the Speaker of the House of Representatives',
    vi: 'Chủ tịch Hạ viện',
    ko: '하원의장',
    zh: '众议院议长',
    'zh-TW': '眾議院議長',
    es: 'el presidente de la Cámara de Representantes',
  },
  chiefJustice: {
    en: 'the Chief Justice of the United States',
    vi: 'Chánh án Tối cao Pháp viện Hoa Kỳ',
    ko: '미국 연방대법원장',
    zh: '美国首席大法官',
    'zh-TW': '美國首席大法官',
    es: 'el presidente del Tribunal Supremo de los Estados Unidos',
  },
};

// Every title above ends in a consonant in Korean, hence 은; Spanish titles start lower case.
const SENTENCES: Record<string, (title: string, name: string, day: string) => string> = {
  en: (t, n, d) =>
    `As of ${d}, ${t} is ${n}. This answer can change, so check uscis.gov/citizenship/testupdates before your interview.`,
  vi: (t, n, d) =>
    `Tính đến ngày ${d}, ${t} là ${n}. Câu trả lời này có thể thay đổi, vì vậy hãy xem uscis.gov/citizenship/testupdates trước buổi phỏng vấn.`,
  ko: (t, n, d) =>
    `${d} 기준 ${t}은 ${n}입니다. 이 답은 바뀔 수 있으니 인터뷰 전에 uscis.gov/citizenship/testupdates에서 확인하세요.`,
  zh: (t, n, d) => `截至${d}，${t}是${n}。此答案可能变化，面试前请查看 uscis.gov/citizenship/testupdates。`,
  'zh-TW': (t, n, d) => `截至${d}，${t}是${n}。此答案可能變動，面試前請查看 uscis.gov/citizenship/testupdates。`,
  es: (t, n, d) =>
    `A fecha de ${d}, ${t} es ${n}. Esta respuesta puede cambiar; consulte uscis.gov/citizenship/testupdates antes de su entrevista.`,
};

export interface Holder {
  name: string;
  /** The day the answer is as of: the later of the data check and the day the holder took office. */
  asOf: string;
}

const lastWord = (name: string) => name.trim().split(/\s+/).at(-1)!;

/** The correct option names the new holder; a distractor that named them now names the former one. */
function swapNames(options: OptionDto[], correctId: string, former: string, name: string): OptionDto[] {
  return options.map((o) =>
    o.id === correctId ? { ...o, text: name } : o.text.trim() === name ? { ...o, text: former } : o,
  );
}

export function explanationFor(office: OfficeholderOffice, holder: Holder, language: string): string {
  const sentence = SENTENCES[language] ?? SENTENCES.en!;
  return sentence(TITLES[office][language] ?? TITLES[office].en!, holder.name, holder.asOf);
}

/** The question as it reads while `holder` is in office. */
export function renderHolder<
  Q extends Pick<QuestionDto, 'options' | 'correctOptionId' | 'explanation' | 'officialAnswers' | 'translations'>,
>(question: Q, office: OfficeholderOffice, holder: Holder | null): Q {
  const former = question.options.find((o) => o.id === question.correctOptionId)?.text.trim();
  if (!holder || !former || former === holder.name) return question;
  const formerSurname = lastWord(former).toLowerCase();
  const kept = (question.officialAnswers ?? []).filter((a) => !a.toLowerCase().includes(formerSurname));
  const translations = question.translations
    ? Object.fromEntries(
        Object.entries(question.translations).map(([language, t]) => [
          language,
          {
            ...t,
            options: swapNames(t.options, question.correctOptionId, former, holder.name),
            explanation: explanationFor(office, holder, language),
          },
        ]),
      )
    : undefined;
  return {
    ...question,
    options: swapNames(question.options, question.correctOptionId, former, holder.name),
    explanation: explanationFor(office, holder, 'en'),
    officialAnswers: [...new Set([holder.name, lastWord(holder.name), ...kept])],
    ...(translations ? { translations } : {}),
  };
}

/** A question's answer as rendered for `from` on, as the bundle's answer variants carry it. */
export const answerVariant = (
  from: string,
  answer: Pick<QuestionDto, 'options' | 'explanation' | 'officialAnswers' | 'translations'>,
): AnswerVariant => ({
  from,
  options: answer.options,
  explanation: answer.explanation,
  officialAnswers: answer.officialAnswers ?? [],
  translations: answer.translations ?? {},
});
