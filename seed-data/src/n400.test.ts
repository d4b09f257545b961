import { describe, expect, it } from 'vitest';
import {
  checkN400,
  loadN400Content,
  loadN400Translation,
  N400_LANGUAGES,
  n400TranslationExists,
  validateN400,
  vocabularyId,
} from './n400.js';
import { checkShape, SeedDataError } from './load.js';
import { N400TranslationFile } from './n400-schema.js';

describe('N-400 content', () => {
  const content = loadN400Content();

  it('loads the 63 current Part 9 items of the 01/20/25 edition and the 17 legacy ones, each saying where it comes from', () => {
    const current = content.part9.filter((i) => i.kind === 'current');
    expect(current).toHaveLength(63);
    expect(content.part9.filter((i) => i.kind === 'legacy')).toHaveLength(17);
    expect(current[0]).toMatchObject({
      id: '9-1',
      number: '1',
      expectedAnswer: 'no',
      keyTerms: ['claim to be a U.S. citizen'],
    });
    expect(current[0]!.source).toBe('Form N-400 (edition 01/20/25), Part 9, Item 1: USCIS text, public domain');
    expect(content.part9.find((i) => i.id === '12-35')!.source).toMatch(/edition 09\/17\/19.*Part 12, Item 35/);
  });

  it('loads 124 terms with ids from their words, and the personal questions with our extra phrasings tied to fields', () => {
    expect(content.vocabulary).toHaveLength(124);
    expect(vocabularyId('claim to be a U.S. citizen')).toBe('claim-to-be-a-us-citizen');
    expect(content.vocabulary[0]!.source).toMatch(/^Our own plain-English definition.*Part 9, Item 1/);
    expect(content.personal.filter((p) => p.id.startsWith('about-x')).length).toBeGreaterThan(5);
    const birth = content.personal.filter((p) => p.field === 'dateOfBirth').map((p) => p.question);
    expect(birth).toEqual(['What is your date of birth?', 'When were you born?']);
    expect(content.personal.find((p) => p.question === 'When were you born?')!.source).toMatch(
      /^Our wording \(another phrasing/,
    );
  });

  it('passes its content checks, and finds a key term missing from the vocabulary or a translation of no item', () => {
    expect(validateN400()).toEqual([]);
    const broken = structuredClone(content);
    broken.part9[0]!.keyTerms.push('flying carpet');
    const translation = {
      language: 'vi',
      reviewed: false,
      translatedBy: 'test',
      part9: { '9-999': { text: 'x' } },
      vocabulary: {},
      personal: {},
    };
    expect(checkN400(broken, [translation])).toEqual([
      'n400 Part 9 Item 1: key term "flying carpet" is not in the vocabulary',
      'data/n400/vi.json: part9 "9-999" is not an item',
    ]);
  });

  it('keeps machine translations unreviewed, and refuses an empty translated text', () => {
    for (const language of N400_LANGUAGES.filter(n400TranslationExists))
      expect(loadN400Translation(language).reviewed).toBe(false);
    const bad = {
      language: 'vi',
      reviewed: false,
      translatedBy: 'x',
      part9: { '9-1': { text: '' } },
      vocabulary: {},
      personal: {},
    };
    expect(() => checkShape('data/n400/vi.json', bad, N400TranslationFile)).toThrow(SeedDataError);
  });
});
