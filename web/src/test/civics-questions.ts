// Test-only: the real civics questions with their official USCIS answers, read from the project's
// copy (seed-data/reference/civics-<version>.json) at test time and never bundled. The answer-grading
// tests grade typed and spoken answers against them.

export type CivicsVersion = '2008' | '2025';

/** One question of the reference bank, as the JSON file holds it. */
export interface ReferenceQuestion {
  number: number;
  question: string;
  answers: string[];
  answersRequired?: number;
}

export interface OfficialQuestion {
  question: string;
  officialAnswers: string[];
  /** How many different answers the question asks for. */
  answersRequired: number;
}

const banks = import.meta.glob<ReferenceQuestion[]>('../../../seed-data/reference/civics-*.json', {
  eager: true,
  import: 'default',
});

/** Every question of one test version's bank. */
export function civicsBank(version: CivicsVersion): ReferenceQuestion[] {
  const bank = banks[`../../../seed-data/reference/civics-${version}.json`];
  if (!bank) throw new Error(`no civics bank for ${version}`);
  return bank;
}

/** One question by its official number, with its official answers. */
export function civicsQuestion(version: CivicsVersion, number: number): OfficialQuestion {
  const found = civicsBank(version).find((q) => q.number === number);
  if (!found) throw new Error(`no question ${number} in the ${version} bank`);
  return { question: found.question, officialAnswers: found.answers, answersRequired: found.answersRequired ?? 1 };
}
