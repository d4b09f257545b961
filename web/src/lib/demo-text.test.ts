import { describe, expect, it } from 'vitest';
import type { QuestionDto } from '@civics/sync-protocol';
import { demoTranslatedText } from './demo-text';

/** Options 'a' (the right one) and 'b', in English or in a translation. */
const twoOptions = (a: string, b: string) => [
  { id: 'a', text: a },
  { id: 'b', text: b },
];

const question = (translations: QuestionDto['translations']): QuestionDto =>
  ({
    id: 7,
    officialNumber: 7,
    version: '2025',
    categoryId: 1,
    questionText: 'What does the Constitution do?',
    options: twoOptions('sets up the government', 'declares war'),
    correctOptionId: 'a',
    explanation: 'It is the supreme law.',
    translations,
  }) as QuestionDto;

describe('demoTranslatedText', () => {
  it('gives the translation of the chosen language', () => {
    const text = demoTranslatedText(
      question({
        ko: {
          questionText: '헌법은 무엇을 합니까?',
          options: twoOptions('정부를 세운다', '전쟁을 선포한다'),
          explanation: '최고법입니다.',
        },
        vi: { questionText: 'Hiến pháp làm gì?', options: [], explanation: '' },
      }),
      'ko',
    );
    expect(text).toEqual({
      questionText: '헌법은 무엇을 합니까?',
      options: { a: '정부를 세운다', b: '전쟁을 선포한다' },
      explanation: '최고법입니다.',
      translated: true,
    });
  });

  it("shows each language's own placeholder when the question has no translation in it", () => {
    const q = question({ vi: { questionText: 'Hiến pháp làm gì?', options: [], explanation: '' } });
    for (const [language, placeholder] of [
      ['ko', '[번역을 사용할 수 없습니다]'],
      ['zh', '[暂无翻译]'],
      ['zh-TW', '[暫無翻譯]'],
      ['es', '[Traducción no disponible]'],
    ] as const) {
      expect(demoTranslatedText(q, language)).toEqual({
        questionText: placeholder,
        options: { a: placeholder, b: placeholder },
        explanation: placeholder,
        translated: false,
      });
    }
    expect(demoTranslatedText(question({}), 'vi').questionText).toBe('[Bản dịch không có sẵn]');
  });

  it('treats a blank translated question as missing, and a missing option or explanation within a translation by its own text', () => {
    expect(
      demoTranslatedText(question({ es: { questionText: '  ', options: [], explanation: '' } }), 'es').translated,
    ).toBe(false);
    const partial = demoTranslatedText(
      question({
        vi: {
          questionText: 'Hiến pháp làm gì?',
          options: twoOptions('thành lập chính phủ', ' '),
          explanation: '',
        },
      }),
      'vi',
    );
    expect(partial.options).toEqual({ a: 'thành lập chính phủ', b: 'Không có bản dịch cho tùy chọn này.' });
    expect(partial.explanation).toBe('[Bản dịch không có sẵn]');
  });
});
