import { describe, expect, it } from 'vitest';
import { Bank } from './schema.js';
import { checkShape, loadBank, loadCategories, loadOfficialList, questionId, SeedDataError } from './load.js';
import { checkBank, checkTranslation, validateAll } from './validate.js';

const bank2008 = () => structuredClone(loadBank('2008'));

describe('loading', () => {
  it('loads both English banks in full', () => {
    expect(loadBank('2008').questions).toHaveLength(100);
    expect(loadBank('2025').questions).toHaveLength(128);
  });

  it('fails with the item and the field at fault', () => {
    const broken = bank2008();
    (broken.questions[4]!.options[2] as { text: string }).text = '';
    expect(() => checkShape('data/2008/en.json', broken, Bank)).toThrow(SeedDataError);
    expect(() => checkShape('data/2008/en.json', broken, Bank)).toThrow(
      /question #5 \(officialNumber 5\): field \/questions\/4\/options\/2\/text/,
    );
  });

  it('gives the 2025 bank ids above 1000', () => {
    expect(questionId('2008', 20)).toBe(20);
    expect(questionId('2025', 23)).toBe(1023);
  });
});

describe('content checks', () => {
  const official = loadOfficialList('2008');
  const categories = loadCategories();

  it('passes the real 2008 bank', () => {
    expect(checkBank(loadBank('2008'), official, categories)).toEqual([]);
  });

  it('passes every bank and all five translations, fully covered', () => {
    const report = validateAll(true);
    expect(report.problems).toEqual([]);
    expect(report.coverage).toHaveLength(12);
    for (const row of report.coverage)
      expect([row.questionText, row.options, row.explanation]).toEqual([row.of, row.of, row.of]);
  });

  it('catches a question filed under a subcategory that is not its USCIS section', () => {
    const bank = bank2008();
    bank.questions[69]!.subcategoryId = 5; // Q70 is Colonial Period and Independence, not 1800s
    expect(checkBank(bank, official, categories)).toContain(
      '2008 Q70: subcategory "1800s" is not its USCIS section "Colonial Period and Independence"',
    );
  });

  it('catches a wrong option that is in fact an accepted answer', () => {
    const bank = bank2008();
    const q6 = bank.questions[5]!; // First Amendment: speech, religion, assembly, press, petition
    const wrong = q6.options.find((o) => o.id !== q6.correctOptionId)!;
    wrong.text = 'Press';
    expect(checkBank(bank, official, categories)).toContain(
      `2008 Q6: wrong option "Press" is an accepted official answer`,
    );
  });

  it('catches duplicate options, a missing question and a number outside the bank', () => {
    const bank = bank2008();
    bank.questions[0]!.options[1]!.text = bank.questions[0]!.options[0]!.text.toUpperCase();
    bank.questions.splice(9, 1);
    bank.questions[20]!.officialNumber = 101;
    const problems = checkBank(bank, official, categories);
    expect(problems).toContain('2008 Q1: duplicate options');
    expect(problems).toContain('2008 Q10: missing');
    expect(problems).toContain('2008 Q101: official number outside the 100-question bank');
  });

  it('catches a translation whose option ids differ or that carries a Vietnamese label', () => {
    const bank = bank2008();
    const translation = {
      version: '2008' as const,
      language: 'vi' as const,
      questions: bank.questions.map((q) => ({
        officialNumber: q.officialNumber,
        questionText: 'x',
        explanation: 'y',
        options: q.options.map((o) => ({ ...o })),
      })),
    };
    translation.questions[2]!.options[3]!.id = 'option_1';
    translation.questions[3]!.questionText = 'Câu hỏi: Tu chính án là gì?';
    translation.questions.pop();
    const problems = checkTranslation(bank, translation);
    expect(problems).toContain('2008 vi Q3: option ids differ from the English question');
    expect(problems.some((p) => p.startsWith('2008 vi Q4: Vietnamese label prefix'))).toBe(true);
    expect(problems).toContain('2008 vi Q100: missing translation');
  });
});

describe('Vietnamese label prefixes', () => {
  it('are stripped from translated text', async () => {
    const { stripVietnamesePrefix } = await import('./normalize.js');
    expect(stripVietnamesePrefix('Câu hỏi: Hiến pháp là gì?')).toBe('Hiến pháp là gì?');
    expect(stripVietnamesePrefix('  Giải thích: Vì vậy.')).toBe('Vì vậy.');
    expect(stripVietnamesePrefix('Hiến pháp')).toBe('Hiến pháp');
  });
});
