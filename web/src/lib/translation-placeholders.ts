// The spec's placeholders (part 1 §8, part 2 §8) for text that is loading or missing, in the
// language of the missing text rather than the interface: the spec gives the Vietnamese ones and
// says each translation language has its own; the others match the study screen's (study.json).
import type { TranslationLanguage } from '@civics/sync-protocol/constants';

export const LOADING_TRANSLATION = 'Đang tải bản dịch...';
export const NO_OPTION_TRANSLATION = 'Không có bản dịch cho tùy chọn này.';
export const TRANSLATION_UNAVAILABLE = '[Bản dịch không có sẵn]';

/** Shown for a question, option or explanation with no translation in that language. */
export const UNAVAILABLE_BY_LANGUAGE: Record<TranslationLanguage, string> = {
  vi: TRANSLATION_UNAVAILABLE,
  ko: '[번역을 사용할 수 없습니다]',
  zh: '[暂无翻译]',
  'zh-TW': '[暫無翻譯]',
  es: '[Traducción no disponible]',
};

/** Shown for one option left untranslated in a question that is otherwise translated. */
export const NO_OPTION_BY_LANGUAGE: Record<TranslationLanguage, string> = {
  vi: NO_OPTION_TRANSLATION,
  ko: '이 선택지에는 번역이 없습니다.',
  zh: '此选项没有翻译。',
  'zh-TW': '此選項沒有翻譯。',
  es: 'Esta opción no tiene traducción.',
};

/** Shown while the questions and their translations load. */
export const LOADING_BY_LANGUAGE: Record<TranslationLanguage, string> = {
  vi: LOADING_TRANSLATION,
  ko: '번역을 불러오는 중...',
  zh: '正在加载翻译...',
  'zh-TW': '正在載入翻譯...',
  es: 'Cargando traducción...',
};
