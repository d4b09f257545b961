// Checks that the content is right as a whole, beyond the shape the loader already checked.
import {
  TEST_VERSIONS,
  TRANSLATION_LANGUAGES,
  type TestVersion,
  type TranslationLanguage,
} from '@civics/sync-protocol/constants';
import {
  bankExists,
  loadBank,
  loadCategories,
  loadOfficialList,
  loadSenators,
  loadTranslation,
  translationExists,
} from './load.js';
import { normalizeAnswer, VIETNAMESE_PREFIXES } from './normalize.js';
import { validateN400 } from './n400.js';
import type { Bank, CategoriesFile, OfficialQuestion, TranslationFile } from './schema.js';

export const POOL_SIZE: Record<TestVersion, number> = { '2008': 100, '2025': 128 };
const OPTION_IDS = ['option_1', 'option_2', 'option_3', 'option_4'];

export function checkBank(bank: Bank, official: OfficialQuestion[], categories: CategoriesFile): string[] {
  const problems: string[] = [];
  const where = (n: number) => `${bank.version} Q${n}`;
  const pool = POOL_SIZE[bank.version];
  const seen = new Set<number>();
  for (const q of bank.questions) {
    const at = where(q.officialNumber);
    if (q.officialNumber > pool) problems.push(`${at}: official number outside the ${pool}-question bank`);
    if (seen.has(q.officialNumber)) problems.push(`${at}: duplicate official number`);
    seen.add(q.officialNumber);

    const ids = q.options.map((o) => o.id);
    if (ids.join() !== OPTION_IDS.join()) problems.push(`${at}: option ids must be option_1..option_4 in order`);
    const correct = q.options.filter((o) => o.id === q.correctOptionId);
    if (correct.length !== 1) problems.push(`${at}: needs exactly one correct option`);
    const texts = q.options.map((o) => normalizeAnswer(o.text));
    if (new Set(texts).size !== texts.length) problems.push(`${at}: duplicate options`);
    if (q.options.some((o) => !o.text.trim())) problems.push(`${at}: empty option`);

    const ref = official.find((o) => o.number === q.officialNumber);
    if (!ref) {
      problems.push(`${at}: not in the official list`);
      continue;
    }
    if (normalizeAnswer(ref.question) !== normalizeAnswer(q.questionText))
      problems.push(`${at}: question text differs from the official text`);
    if (ref.star6520 !== q.star6520) problems.push(`${at}: star6520 differs from the official list`);
    if (ref.answersRequired !== q.answersRequired)
      problems.push(`${at}: answersRequired differs from the official list`);
    if (ref.timeSensitive !== q.isTimeSensitive) problems.push(`${at}: isTimeSensitive differs from the official list`);
    // A wrong option must never be an accepted answer (or a list made only of accepted answers).
    const accepted = new Set(ref.answers.map(normalizeAnswer));
    for (const option of q.options) {
      if (option.id === q.correctOptionId) continue;
      const parts = option.text
        .split(/,| and /)
        .map(normalizeAnswer)
        .filter(Boolean);
      if (accepted.has(normalizeAnswer(option.text)) || (parts.length > 0 && parts.every((p) => accepted.has(p))))
        problems.push(`${at}: wrong option "${option.text}" is an accepted official answer`);
    }

    // A date typed into an explanation goes stale unseen; the as-of date is data (answerAsOf) the screens show.
    if (/\bas of [A-Z][a-z]+ \d{4}/i.test(q.explanation))
      problems.push(`${at}: the explanation carries a hard-coded as-of date`);
    if (q.dynamicKind === 'testupdates' && !q.answerAsOf)
      problems.push(`${at}: a time-sensitive answer needs answerAsOf`);

    const sub = categories.subcategories.find((s) => s.id === q.subcategoryId);
    if (!sub || sub.version !== bank.version || sub.categoryId !== q.categoryId)
      problems.push(
        `${at}: subcategory ${q.subcategoryId} does not belong to category ${q.categoryId} of ${bank.version}`,
      );
    // The subcategories are the USCIS sections of the official list (2008: Colonial Period and
    // Independence 58-70, 1800s 71-77, Recent American History 78-87, Symbols 96-98, Holidays 99-100).
    else if (sub.name !== ref.subsection)
      problems.push(`${at}: subcategory "${sub.name}" is not its USCIS section "${ref.subsection}"`);
  }
  for (let n = 1; n <= pool; n++) if (!seen.has(n)) problems.push(`${where(n)}: missing`);
  return problems;
}

export function checkTranslation(bank: Bank, translation: TranslationFile): string[] {
  const problems: string[] = [];
  const at = (n: number) => `${bank.version} ${translation.language} Q${n}`;
  const byNumber = new Map(translation.questions.map((t) => [t.officialNumber, t]));
  for (const q of bank.questions) {
    const t = byNumber.get(q.officialNumber);
    if (!t) {
      problems.push(`${at(q.officialNumber)}: missing translation`);
      continue;
    }
    if (t.options.map((o) => o.id).join() !== q.options.map((o) => o.id).join())
      problems.push(`${at(q.officialNumber)}: option ids differ from the English question`);
    for (const text of [t.questionText, t.explanation, ...t.options.map((o) => o.text)]) {
      if (!text.trim()) problems.push(`${at(q.officialNumber)}: empty field`);
      if (VIETNAMESE_PREFIXES.some((p) => text.trim().startsWith(p)))
        problems.push(`${at(q.officialNumber)}: Vietnamese label prefix "${text.slice(0, 20)}"`);
    }
  }
  for (const t of translation.questions)
    if (!bank.questions.some((q) => q.officialNumber === t.officialNumber))
      problems.push(`${at(t.officialNumber)}: not in the English bank`);
  return problems;
}

export function checkSenators(): string[] {
  const counts = new Map<string, number>();
  for (const s of loadSenators()) counts.set(s.state, (counts.get(s.state) ?? 0) + 1);
  const problems = [...counts].filter(([, n]) => n !== 2).map(([state, n]) => `senators: ${state} has ${n}, not 2`);
  if (counts.size !== 50) problems.push(`senators: ${counts.size} states, not 50`);
  return problems;
}

export interface CoverageRow {
  version: TestVersion;
  language: 'en' | TranslationLanguage;
  questionText: number;
  options: number;
  explanation: number;
  of: number;
}

export interface ValidationReport {
  problems: string[];
  coverage: CoverageRow[];
}

/** Validates every bank and translation present. `requireTranslations` makes a missing language file a problem. */
export function validateAll(requireTranslations: boolean): ValidationReport {
  const problems: string[] = [];
  const coverage: CoverageRow[] = [];
  const categories = loadCategories();
  for (const version of TEST_VERSIONS) {
    if (!bankExists(version)) {
      problems.push(`${version}: English bank missing`);
      continue;
    }
    const bank = loadBank(version);
    const of = POOL_SIZE[version];
    problems.push(...checkBank(bank, loadOfficialList(version), categories));
    coverage.push({
      version,
      language: 'en',
      questionText: bank.questions.length,
      options: bank.questions.length,
      explanation: bank.questions.length,
      of,
    });
    for (const language of TRANSLATION_LANGUAGES) {
      if (!translationExists(version, language)) {
        if (requireTranslations) problems.push(`${version} ${language}: translation file missing`);
        coverage.push({ version, language, questionText: 0, options: 0, explanation: 0, of });
        continue;
      }
      const translation = loadTranslation(version, language);
      problems.push(...checkTranslation(bank, translation));
      const filled = (pick: (t: TranslationFile['questions'][number]) => boolean) =>
        translation.questions.filter(pick).length;
      coverage.push({
        version,
        language,
        questionText: filled((t) => t.questionText.trim() !== ''),
        options: filled((t) => t.options.every((o) => o.text.trim() !== '')),
        explanation: filled((t) => t.explanation.trim() !== ''),
        of,
      });
    }
  }
  problems.push(...checkSenators());
  problems.push(...validateN400());
  return { problems, coverage };
}
