// Issue 31: "Say it" turns away an answer given in the learner's translation language ("Please
// answer in English") instead of marking it wrong. Real questions with their real translations.
import { describe, expect, it } from 'vitest';
import { answeredInOtherLanguage, plainWords, type AnswerLanguageContext } from './answer-language';

const SUPREME_VI: AnswerLanguageContext = {
  english: [
    'What is the supreme law of the land?',
    'the Constitution',
    'the Declaration of Independence',
    'the Bill of Rights',
    'the Articles of Confederation',
  ],
  translated: [
    'Luật tối cao của quốc gia là gì?',
    'Hiến pháp',
    'Tuyên ngôn Độc lập',
    'Tuyên ngôn Nhân quyền',
    'Các Điều khoản Liên hiệp',
  ],
};
const SUPREME_ES: AnswerLanguageContext = {
  english: SUPREME_VI.english,
  translated: [
    '¿Cuál es la ley suprema de la nación?',
    'la Constitución',
    'la Declaración de Independencia',
    'la Carta de Derechos',
    'los Artículos de la Confederación',
  ],
};
const SENATOR_NM: AnswerLanguageContext = {
  english: ["Who is one of your state's U.S. senators now?", 'Martin Heinrich', 'Ben Ray Luján'],
  translated: ['¿Quién es uno de los senadores de su estado ahora?', 'Martin Heinrich', 'Ben Ray Luján'],
};
const NONE: AnswerLanguageContext = { english: SUPREME_VI.english, translated: [] };

describe('an answer in another language than English', () => {
  it.each([
    ['Hiến pháp', SUPREME_VI, 'Vietnamese as typed'],
    ['hiến pháp', NONE, 'Vietnamese letters, even without a translation chosen'],
    ['Hien phap', SUPREME_VI, 'Vietnamese typed without its accents: the words of the translated answer'],
    ['hien phap la luat toi cao', SUPREME_VI, 'a Vietnamese sentence without accents'],
    ['la Constitución', SUPREME_ES, 'Spanish with its accent'],
    ['la constitucion', SUPREME_ES, 'Spanish without its accent'],
    ['¿la Constitución?', NONE, 'Spanish marks'],
    ['헌법', NONE, 'Korean (Hangul)'],
    ['宪法', NONE, 'Simplified Chinese'],
    ['憲法', NONE, 'Traditional Chinese'],
    ['Конституция', NONE, 'Cyrillic'],
  ])('"%s" is not English (%s)', (given, context) => {
    expect(answeredInOtherLanguage(given, context)).toBe(true);
  });

  it.each([
    ['the Constitution', SUPREME_VI, 'the right answer'],
    ['the constitusion', SUPREME_VI, 'an English near miss'],
    ['the Declaration of Independence', SUPREME_ES, 'a wrong answer in English'],
    ['Congress', SUPREME_ES, 'a wrong English word'],
    ['Ben Ray Luján', SENATOR_NM, 'an accented name the English answer has'],
    ['Martin Heinrich', SENATOR_NM, 'a name the translation keeps as it is'],
    ['1787', SUPREME_VI, 'digits'],
    ['', SUPREME_VI, 'nothing'],
    ['   ', SUPREME_VI, 'only spaces'],
  ])('"%s" is English (%s)', (given, context) => {
    expect(answeredInOtherLanguage(given, context)).toBe(false);
  });

  it('an accented letter no English answer has is not English ("Constitutión")', () => {
    expect(answeredInOtherLanguage('Constitutión', NONE)).toBe(true);
  });
});

describe('plain words', () => {
  it('drops diacritics, reads đ as d and splits at punctuation', () => {
    expect(plainWords('Tuyên ngôn Độc lập, 1776!')).toEqual(['tuyen', 'ngon', 'doc', 'lap', '1776']);
  });
});
