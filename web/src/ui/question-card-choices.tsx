// A question asked once with lettered options (incorrect-questions review and spaced Review): the one
// question card with its number, the office-change notice, the options, the verdict and the
// explanation. Both screens draw it through here, so they cannot drift apart.
import type { ComponentProps } from 'react';
import type { ResultQuestion } from '../lib/result-question';
import { AnswerChoices, type AnswerChoicesProps } from './answer-choices';
import { OfficeChangeNotice } from './office-change-notice';
import { QuestionCard } from './question-card';
import type { SpokenResult } from './spoken/spoken-result';

type CardLook = Pick<
  ComponentProps<typeof QuestionCard>,
  'number' | 'actions' | 'hint' | 'className' | 'cardProps' | 'focusOnShow' | 'onReadText'
>;

/** What a review screen holds for the question it asks: the answer chosen or spoken, and how to show it. */
export interface ChoiceAnswering {
  question: ResultQuestion;
  chosen: string | null;
  onChoose: (optionId: string) => void;
  spoken: SpokenResult | null;
  onSpoken: (result: SpokenResult) => void;
  /** Show the translation beside the English (the learner's bilingual setting). */
  bilingual: boolean;
  language: string;
  focusOnShow?: boolean;
}

interface ChoiceQuestionCardProps extends CardLook, ChoiceAnswering {
  /** The screen's text namespace for the verdict and the explanation (both carry the same keys). */
  namespace: AnswerChoicesProps['namespace'];
  feedbackClassName?: string;
}

export function ChoiceQuestionCard({
  bilingual,
  number,
  actions,
  hint,
  className,
  cardProps,
  focusOnShow,
  onReadText,
  ...answer
}: ChoiceQuestionCardProps) {
  const { question, language } = answer;
  const translation = bilingual ? question.translation : null;
  const look = { number, actions, hint, className, cardProps, focusOnShow, onReadText };
  return (
    <QuestionCard
      {...look}
      text={question.questionText}
      translation={translation ? { text: translation.questionText, lang: language } : null}
    >
      <OfficeChangeNotice change={question.officeChange} />
      <AnswerChoices {...answer} translation={translation} />
    </QuestionCard>
  );
}
