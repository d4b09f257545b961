// A question asked once with lettered options (incorrect-questions review and spaced Review): the one
// question card with its number, the office-change notice, the options, the verdict and the
// explanation. Both screens draw it through here, so they cannot drift apart.
import type { ComponentProps } from 'react';
import type { ResultQuestion } from '../lib/result-question';
import { AnswerChoices } from './answer-choices';
import { OfficeChangeNotice } from './office-change-notice';
import { QuestionCard } from './question-card';
import type { SpokenResult } from './spoken/spoken-result';

type CardLook = Pick<
  ComponentProps<typeof QuestionCard>,
  'number' | 'actions' | 'hint' | 'className' | 'cardProps' | 'focusOnShow' | 'onReadText'
>;

interface ChoiceQuestionCardProps extends CardLook {
  question: ResultQuestion;
  /** Show the translation beside the English (the learner's bilingual setting). */
  bilingual: boolean;
  language: string;
  chosen: string | null;
  onChoose: (optionId: string) => void;
  spoken: SpokenResult | null;
  onSpoken: (result: SpokenResult) => void;
  /** The screen's text namespace for the verdict and the explanation (both carry the same keys). */
  namespace: ComponentProps<typeof AnswerChoices>['namespace'];
  feedbackClassName?: string;
}

export function ChoiceQuestionCard({
  question,
  bilingual,
  language,
  chosen,
  onChoose,
  spoken,
  onSpoken,
  namespace,
  feedbackClassName,
  ...look
}: ChoiceQuestionCardProps) {
  const translation = bilingual ? question.translation : null;
  return (
    <QuestionCard
      {...look}
      text={question.questionText}
      translation={translation ? { text: translation.questionText, lang: language } : null}
    >
      <OfficeChangeNotice change={question.officeChange} />
      <AnswerChoices
        question={question}
        translation={translation}
        language={language}
        chosen={chosen}
        onChoose={onChoose}
        spoken={spoken}
        onSpoken={onSpoken}
        namespace={namespace}
        feedbackClassName={feedbackClassName}
      />
    </QuestionCard>
  );
}
