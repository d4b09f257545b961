// The spec's shapes of a question on input (part 1 §3) folded into the one shape the rules and the
// repository know, at the API boundary: options as plain strings or {id, text} (ids option_1.. or
// option_a..), `text` as an alias of questionText, correctOptionIndex in place of correctOptionId,
// and a Vietnamese block under `vietnamese`. A contradiction (two different question texts, an
// index and an id naming different options) is a 400, never a silent choice.
import type {
  AdminQuestionCreate,
  AdminQuestionCreateBody,
  OptionDto,
  OptionInput,
  VietnameseBlockInput,
} from '@civics/sync-protocol';
import { badRequest } from '../../lib/http-error.js';
import type { TranslationInput } from './translation-input.js';

export interface NormalizedQuestion {
  question: AdminQuestionCreate;
  /** The Vietnamese block in the translation editors' shape, option ids those of the question. */
  vietnamese: TranslationInput | null;
}

const fail = (field: string, message: string) => badRequest(message, { [field]: message });

/** option_a, option_b … (the spec's other id style) name the same options as option_1, option_2 … */
const LETTER_ID = /^option_([a-z])$/;
const canonicalId = (id: string) => {
  const letter = LETTER_ID.exec(id)?.[1];
  return letter ? `option_${letter.charCodeAt(0) - 96}` : id;
};

/** Plain text takes its place's id; an {id, text} keeps its id in the canonical style. */
const toOptions = (options: OptionInput[]): OptionDto[] =>
  options.map((option, index) =>
    typeof option === 'string'
      ? { id: `option_${index + 1}`, text: option }
      : { id: canonicalId(option.id), text: option.text },
  );

function oneText(field: string, questionText: string | undefined, text: string | undefined): string | undefined {
  if (questionText !== undefined && text !== undefined && questionText.trim() !== text.trim())
    throw fail(
      field,
      `Give the question text once: questionText and its alias text differ ("${questionText}" / "${text}")`,
    );
  return questionText ?? text;
}

function correctOptionOf(index: number | undefined, id: string | undefined, options: OptionDto[]): string {
  const byIndex = index === undefined ? undefined : options[index];
  if (index !== undefined && !byIndex)
    throw fail('correctOptionIndex', `correctOptionIndex ${index} is past the last of the ${options.length} options`);
  const byId = id === undefined ? undefined : canonicalId(id);
  if (byIndex && byId !== undefined && byIndex.id !== byId)
    throw fail('correctOptionId', `correctOptionId "${id}" and correctOptionIndex ${index} name different options`);
  const correct = byId ?? byIndex?.id;
  if (correct === undefined)
    throw fail('correctOptionId', 'Name the correct option with correctOptionId or correctOptionIndex');
  return correct;
}

function vietnameseOf(block: VietnameseBlockInput, questionOptions: OptionDto[]): TranslationInput {
  const given = block.options ?? [];
  if (given.length > questionOptions.length)
    throw fail(
      'vietnamese.options',
      `The Vietnamese block has ${given.length} options; the question has ${questionOptions.length}`,
    );
  return {
    questionText: oneText('vietnamese.questionText', block.questionText, block.text),
    // By position a plain string is the question's option in that place.
    options: given.map((option, index) =>
      typeof option === 'string'
        ? { id: questionOptions[index]!.id, text: option }
        : { id: canonicalId(option.id), text: option.text },
    ),
    explanation: block.explanation,
  };
}

export function normalizeQuestionInput(body: AdminQuestionCreateBody): NormalizedQuestion {
  const {
    text,
    questionText: givenText,
    options: givenOptions,
    correctOptionId,
    correctOptionIndex,
    vietnamese,
    ...rest
  } = body;
  const questionText = oneText('questionText', givenText, text);
  if (questionText === undefined)
    throw fail('questionText', 'The question text is missing (questionText, or its alias text)');
  const options = toOptions(givenOptions);
  const question: AdminQuestionCreate = {
    ...rest,
    questionText,
    options,
    correctOptionId: correctOptionOf(correctOptionIndex, correctOptionId, options),
  };
  return { question, vietnamese: vietnamese ? vietnameseOf(vietnamese, options) : null };
}
