import { describe, expect, it } from 'vitest';
import {
  LISTENING_RANGES,
  readListeningSettings,
  saveListeningSettings,
  settingsFromQuery,
  settingsQuery,
} from './listening-settings';

describe('listening settings', () => {
  it('starts from the spec defaults: 5 questions from question 1, question read 3 times, answer twice', () => {
    expect(readListeningSettings()).toEqual({ count: 5, start: 1, questionReads: 3, answerReads: 2 });
  });

  it('keeps the values under the spec keys in the browser', () => {
    saveListeningSettings({ count: 20, start: 11, questionReads: 4, answerReads: 5 });
    expect(localStorage.getItem('listeningPracticeQuestionCount')).toBe('20');
    expect(localStorage.getItem('listeningPracticeStartQuestion')).toBe('11');
    expect(localStorage.getItem('listeningPracticeQuestionReadCount')).toBe('4');
    expect(localStorage.getItem('listeningPracticeAnswerReadCount')).toBe('5');
    expect(readListeningSettings()).toEqual({ count: 20, start: 11, questionReads: 4, answerReads: 5 });
  });

  it('coerces invalid values to the minimum', () => {
    localStorage.setItem('listeningPracticeQuestionCount', '7'); // off the step of 5
    localStorage.setItem('listeningPracticeStartQuestion', 'abc');
    localStorage.setItem('listeningPracticeQuestionReadCount', '9');
    localStorage.setItem('listeningPracticeAnswerReadCount', '1');
    expect(readListeningSettings()).toEqual({
      count: LISTENING_RANGES.count.min,
      start: LISTENING_RANGES.start.min,
      questionReads: LISTENING_RANGES.questionReads.min,
      answerReads: LISTENING_RANGES.answerReads.min,
    });
    expect(settingsFromQuery(new URLSearchParams('count=105&start=0&questionReads=2.5&answerReads=3'))).toEqual({
      count: 5,
      start: 1,
      questionReads: 2,
      answerReads: 3,
    });
  });

  it('round-trips through the practice address, and a missing parameter takes the saved value', () => {
    const settings = { count: 15, start: 3, questionReads: 5, answerReads: 4 };
    expect(settingsQuery(settings)).toBe('?count=15&start=3&questionReads=5&answerReads=4');
    expect(settingsFromQuery(new URLSearchParams(settingsQuery(settings)))).toEqual(settings);
    saveListeningSettings({ count: 10, start: 2, questionReads: 3, answerReads: 3 });
    expect(settingsFromQuery(new URLSearchParams('start=8'))).toEqual({
      count: 10,
      start: 8,
      questionReads: 3,
      answerReads: 3,
    });
  });
});
