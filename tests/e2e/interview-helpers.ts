// Answering as a learner who knows the answers (the mock interview, study's "Say it"): the right
// answers come from the learner's own bundle, never hard-coded.
import { expect, type Page } from '@playwright/test';

export interface InterviewQuestion {
  questionText: string;
  options: Array<{ id: string; text: string }>;
  correctOptionId: string;
  answersRequired: number;
  officialAnswers?: string[];
}

/** The learner's bank as the server sends it, by question text. */
export async function bankOf(page: Page): Promise<Map<string, InterviewQuestion>> {
  const bundle = (await (await page.request.get('/api/content/bundle?language=none')).json()) as {
    questions: InterviewQuestion[];
  };
  return new Map(bundle.questions.map((q) => [q.questionText, q]));
}

/** What a learner who knows the answer says, as speech recognition writes it (no commas). */
export function rightAnswer(q: InterviewQuestion): string {
  const official = (q.officialAnswers ?? []).filter((a) => !/^answers will vary/i.test(a));
  const said =
    official.length > 0
      ? official.slice(0, q.answersRequired)
      : [q.options.find((o) => o.id === q.correctOptionId)!.text];
  return said
    .join(' and ')
    .replace(/[(),.]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** The civics question on screen, from the bank. */
export async function currentQuestion(page: Page, bank: Map<string, InterviewQuestion>): Promise<InterviewQuestion> {
  const text = await page.locator('.interview-question').innerText();
  const q = bank.get(text);
  expect(q, `question "${text}" is in the bank`).toBeDefined();
  return q!;
}
