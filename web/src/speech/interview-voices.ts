// Reading choices of the mock interview only (kept out of the start-up speech engine).

/** The "slower" reading, for a learner still getting used to the officer's English. */
export const SLOW_SPEECH_RATE = 0.65;

/** Voices for the translation languages: a 65/20 learner may hear the question in theirs first. */
export const VOICE_LANGS: Record<string, string> = {
  vi: 'vi-VN',
  ko: 'ko-KR',
  zh: 'zh-CN',
  'zh-TW': 'zh-TW',
  es: 'es-US',
};
