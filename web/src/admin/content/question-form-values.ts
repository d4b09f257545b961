// The question editor's form values and how they become the API's create / update bodies. The form
// holds the whole question; an edit sends every editable field (the server keeps option ids,
// version and official number, so those are not sent).
import type { AdminQuestionCreate, AdminQuestionDto, AdminQuestionUpdate } from '@civics/sync-protocol';

export type QuestionFormValues = AdminQuestionCreate & {
  explanation: string;
  isActive: boolean;
  isTimeSensitive: boolean;
  stateSpecific: boolean;
  applicableStates: string[] | null;
  answerAsOf: string | null;
  /** The accepted answers (mock interview grading), one per line as the admin edits them. */
  acceptedText: string;
};

export const OPTION_COUNT = 4;

export function emptyQuestion(version: '2008' | '2025'): QuestionFormValues {
  return {
    version,
    officialNumber: 1,
    categoryId: 1,
    subcategoryId: null,
    questionText: '',
    options: Array.from({ length: OPTION_COUNT }, (_, i) => ({ id: `option_${i + 1}`, text: '' })),
    correctOptionId: 'option_1',
    explanation: '',
    isActive: true,
    isTimeSensitive: false,
    stateSpecific: false,
    applicableStates: null,
    answerAsOf: null,
    acceptedText: '',
  };
}

export function formValuesOf(question: AdminQuestionDto): QuestionFormValues {
  return {
    version: question.version === '2008' ? '2008' : '2025',
    officialNumber: question.officialNumber,
    categoryId: question.categoryId,
    subcategoryId: question.subcategoryId,
    questionText: question.questionText,
    options: question.options.map((o) => ({ id: o.id, text: o.text })),
    correctOptionId: question.correctOptionId,
    explanation: question.explanation,
    isActive: question.isActive,
    isTimeSensitive: question.isTimeSensitive,
    stateSpecific: question.stateSpecific,
    applicableStates: question.applicableStates,
    answerAsOf: question.answerAsOf,
    acceptedText: (question.officialAnswers ?? []).join('\n'),
  };
}

const acceptedAnswers = (text: string | undefined) =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** POST body: the question; no accepted answers typed means the correct option's text. */
export function createBodyOf(values: QuestionFormValues): AdminQuestionCreate {
  const { acceptedText, ...question } = values;
  const accepted = acceptedAnswers(acceptedText);
  return accepted.length ? { ...question, officialAnswers: accepted } : question;
}

/** PUT body: everything the admin may change. */
export function updateBodyOf(values: QuestionFormValues): AdminQuestionUpdate {
  const { version: _version, officialNumber: _number, acceptedText, ...changes } = values;
  const accepted = acceptedAnswers(acceptedText);
  return accepted.length ? { ...changes, officialAnswers: accepted } : changes;
}

/** "ca, tx" → ['CA', 'TX']; empty → null. */
export function parseStates(value: unknown): string[] | null {
  if (Array.isArray(value)) return value.length > 0 ? value.map(String) : null;
  if (typeof value !== 'string' || !value.trim()) return null;
  return value
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((s) => s.toUpperCase());
}

export const emptyToNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;
export const toNumberOrNull = (value: unknown): number | null =>
  value === '' || value === null || value === undefined ? null : Number(value);
