// Content corrections of issue 19, each checked against its source rule rather than a copied value
// where a rule exists (inauguration days), and against the words a reader flagged otherwise.
import { describe, expect, it } from 'vitest';
import { loadBank, loadCategories, loadGovernors, loadTranslation } from './load.js';

const question = (version: '2008' | '2025', language: 'en' | 'vi' | 'ko' | 'zh' | 'zh-TW' | 'es', n: number) => {
  const file = language === 'en' ? loadBank(version) : loadTranslation(version, language);
  const found = file.questions.find((q) => q.officialNumber === n);
  if (!found) throw new Error(`${version} ${language} Q${n} missing`);
  return found;
};
const allText = (q: { questionText: string; explanation: string; options: Array<{ text: string }> }) =>
  [q.questionText, q.explanation, ...q.options.map((o) => o.text)].join('\n');

/** The n-th `weekday` (0 = Sunday) of January of `year`, as YYYY-MM-DD. */
function nthWeekdayOfJanuary(year: number, weekday: number, n: number): string {
  const first = new Date(Date.UTC(year, 0, 1)).getUTCDay();
  const day = 1 + ((weekday - first + 7) % 7) + (n - 1) * 7;
  return `${year}-01-${String(day).padStart(2, '0')}`;
}
const dayAfter = (iso: string, days: number) =>
  new Date(Date.parse(iso) + days * 86_400_000).toISOString().slice(0, 10);

describe('2008 subcategories are the USCIS sections', () => {
  it('files each question by its official number', () => {
    const names = new Map(loadCategories().subcategories.map((s) => [s.id, s.name]));
    const sectionOf = (n: number) =>
      names.get(loadBank('2008').questions.find((q) => q.officialNumber === n)!.subcategoryId);
    expect([58, 70].map(sectionOf)).toEqual(['Colonial Period and Independence', 'Colonial Period and Independence']);
    expect([71, 77].map(sectionOf)).toEqual(['1800s', '1800s']);
    expect([78, 87].map(sectionOf)).toEqual(
      Array(2).fill('Recent American History and Other Important Historical Information'),
    );
    expect([88, 95].map(sectionOf)).toEqual(['Geography', 'Geography']);
    expect([96, 98].map(sectionOf)).toEqual(['Symbols', 'Symbols']);
    expect([99, 100].map(sectionOf)).toEqual(['Holidays', 'Holidays']);
  });
});

describe('governors: start and term-end days follow each state inauguration rule', () => {
  // termEndsPerSource is in the file but not in the loader's type (the app reads it in officials/backfill).
  const governor = (state: string) =>
    loadGovernors().find((g) => g.state === state) as { startDate: string; termEndsPerSource?: string | null };
  it('Washington took office on 2025-01-15', () => expect(governor('WA').startDate).toBe('2025-01-15'));
  it('FL, IL, MA and TX terms end on the 2027 inauguration day', () => {
    const firstMonday = nthWeekdayOfJanuary(2027, 1, 1);
    const firstWednesday = nthWeekdayOfJanuary(2027, 3, 1);
    expect(governor('FL').termEndsPerSource).toBe(dayAfter(firstMonday, 1)); // first Tuesday after the first Monday
    expect(governor('IL').termEndsPerSource).toBe(nthWeekdayOfJanuary(2027, 1, 2)); // second Monday
    expect(governor('MA').termEndsPerSource).toBe(dayAfter(firstWednesday, 1)); // first Thursday after the first Wednesday
    expect(governor('TX').termEndsPerSource).toBe(nthWeekdayOfJanuary(2027, 2, 3)); // third Tuesday
  });
});

describe('explanations', () => {
  it('2025 Q33: only states with more than one representative have districts; six elect one at large', () => {
    const text = question('2025', 'en', 33).explanation;
    expect(text).toContain('more than one representative');
    expect(text).toMatch(/Six states have only one representative/);
    expect(text).not.toMatch(/Each state is divided/);
  });
  it('2025 Q84: 85 essays, most first printed in New York newspapers, in every language', () => {
    expect(question('2025', 'en', 84).explanation).toContain(
      '85 essays, most of them first printed in New York newspapers',
    );
    const newYork: Record<string, string> = {
      vi: 'New York',
      ko: '뉴욕',
      zh: '纽约',
      'zh-TW': '紐約',
      es: 'Nueva York',
    };
    for (const [language, word] of Object.entries(newYork))
      expect(question('2025', language as 'vi', 84).explanation, language).toContain(word);
  });
});

describe('translations read again', () => {
  it('vi: the Confederacy, "18 and older", and the questions as the English asks them', () => {
    for (const [version, n] of [
      ['2025', 95],
      ['2008', 76],
    ] as const) {
      const text = allText(question(version, 'vi', n));
      expect(text).not.toContain('Liên hiệp');
      expect(text).toContain('Liên minh miền Nam (Confederacy)');
    }
    for (const n of [48, 54]) expect(allText(question('2008', 'vi', n))).not.toContain('trên mười');
    expect(allText(question('2008', 'vi', 54))).toContain('từ mười tám (18) tuổi trở lên');
    expect(question('2008', 'vi', 15).questionText).not.toContain('hiện nay');
    expect(question('2008', 'vi', 15).questionText).not.toContain('Hiện nay');
    expect(question('2008', 'vi', 20).questionText).toContain('Thượng nghị sĩ');
    expect(question('2008', 'vi', 21).questionText).toContain('quyền biểu quyết');
    expect(question('2008', 'vi', 87).questionText).not.toContain('[');
  });
  it('ko: the first Postmaster General, 27 amendments counted with 개, "now" in the Chief Justice question', () => {
    expect(allText(question('2008', 'ko', 68))).toContain('초대 우정장관');
    expect(allText(question('2025', 'ko', 85))).toContain('초대 우정장관');
    for (const version of ['2008', '2025'] as const) {
      expect(question(version, 'ko', 7).options.map((o) => o.text)).toContain('27개');
      expect(allText(question(version, 'ko', 7))).not.toContain('조항');
    }
    expect(question('2008', 'ko', 40).questionText).toContain('현재');
    expect(question('2025', 'ko', 57).questionText).toContain('현재');
  });
  it('zh: the correct option of 2025 Q77 carries no gloss that gives it away', () => {
    const q = question('2025', 'zh', 77);
    expect(
      q.options.find((o) => o.id === loadBank('2025').questions.find((x) => x.officialNumber === 77)!.correctOptionId)!
        .text,
    ).toBe('无代表权的征税');
  });
  it('zh-TW: one polite register and 《》 around documents', () => {
    for (const version of ['2008', '2025'] as const) {
      const text = loadTranslation(version, 'zh-TW').questions.map(allText).join('\n');
      // 你 survives only inside the song title "My Country, 'Tis of Thee".
      expect(text.replaceAll('為你，我的國家', '')).not.toContain('你');
      expect(text).not.toMatch(/「(獨立宣言|權利法案|邦聯條例|聯邦論|星條旗之歌)」/);
      expect(text).not.toMatch(/[^《反]獨立宣言/);
    }
  });
});

describe('as-of dates are data, not words in an explanation', () => {
  it('no explanation in any language carries a typed as-of date; each time-sensitive answer has answerAsOf', () => {
    const typedDate = [
      /as of [A-Z][a-z]+ \d{4}/i,
      /Tính đến tháng/,
      /\d{4}년 \d{1,2}월 현재/,
      /截至\d{4}年/,
      /^En [a-z]+ de \d{4},/,
    ];
    for (const version of ['2008', '2025'] as const) {
      for (const q of loadBank(version).questions)
        if (q.dynamicKind === 'testupdates')
          expect(q.answerAsOf, `${version} Q${q.officialNumber}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const language of ['vi', 'ko', 'zh', 'zh-TW', 'es'] as const) {
        for (const q of loadTranslation(version, language).questions)
          for (const pattern of typedDate)
            expect(q.explanation, `${version} ${language} Q${q.officialNumber}`).not.toMatch(pattern);
      }
    }
  });
  it('the check catches a date typed back into an English explanation', async () => {
    const { checkBank } = await import('./validate.js');
    const { loadOfficialList } = await import('./load.js');
    const bank = structuredClone(loadBank('2008'));
    bank.questions[27]!.explanation = 'As of May 2027, the President is someone.';
    expect(checkBank(bank, loadOfficialList('2008'), loadCategories())).toContain(
      '2008 Q28: the explanation carries a hard-coded as-of date',
    );
  });
});
