import { describe, expect, it } from 'vitest';
import { checkWriting, normalizeWord } from './check-writing';
import {
  READING_SENTENCES,
  READING_VOCABULARY,
  WRITING_SENTENCES,
  WRITING_VOCABULARY,
  type VocabularyGroup,
} from './english-sentences';

/** Every word (and phrase) a list allows, split into normalised words; "is/are/was/be" gives four. */
function allowed(groups: VocabularyGroup[]): string[][] {
  return groups.flatMap((g) =>
    g.words.flatMap((w) => w.split('/').map((v) => v.split(/\s+/u).map((x) => normalizeWord(x).replace(/\./g, '')))),
  );
}

/** Whether a sentence is made only of the list's words, matching the longest phrase first. */
function usesOnly(sentence: string, groups: VocabularyGroup[]): string[] {
  const phrases = allowed(groups).sort((a, b) => b.length - a.length);
  const tokens = sentence.split(/\s+/u).map((t) => normalizeWord(t).replace(/\./g, ''));
  const unknown: string[] = [];
  for (let i = 0; i < tokens.length;) {
    const match = phrases.find((p) => p.every((word, k) => tokens[i + k] === word));
    if (match) i += match.length;
    else unknown.push(tokens[i++]!);
  }
  return unknown;
}

describe('English test practice', () => {
  it('builds every reading sentence from the reading vocabulary and every writing sentence from the writing vocabulary', () => {
    for (const s of READING_SENTENCES) expect(usesOnly(s, READING_VOCABULARY), s).toEqual([]);
    for (const s of WRITING_SENTENCES) expect(usesOnly(s, WRITING_VOCABULARY), s).toEqual([]);
    expect(usesOnly('Who is the king?', READING_VOCABULARY)).toEqual(['king']);
  });

  it('accepts a sentence typed without capitals or the final period', () => {
    expect(checkWriting('Washington was the first President.', 'washington was the first president').correct).toBe(
      true,
    );
    expect(checkWriting('Presidents’ Day is in February.', "Presidents' Day is in February").correct).toBe(true);
    expect(checkWriting('The flag is red, white, and blue.', 'The flag is red white and blue.').correct).toBe(true);
  });

  it('marks each wrong, missing and extra word', () => {
    const result = checkWriting('Citizens have the right to vote.', 'Citizen have right to vote now');
    expect(result.correct).toBe(false);
    expect(result.words).toEqual([
      { kind: 'wrong', expected: 'Citizens', typed: 'Citizen' },
      { kind: 'right', expected: 'have' },
      { kind: 'missing', expected: 'the' },
      { kind: 'right', expected: 'right' },
      { kind: 'right', expected: 'to' },
      { kind: 'right', expected: 'vote.' },
      { kind: 'extra', typed: 'now' },
    ]);
    expect(checkWriting('We pay taxes.', 'We pay').words.at(-1)).toEqual({ kind: 'missing', expected: 'taxes.' });
    expect(checkWriting('We pay taxes.', 'We pay taxes today').words.at(-1)).toEqual({ kind: 'extra', typed: 'today' });
  });
});
