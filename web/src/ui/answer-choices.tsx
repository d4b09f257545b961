// A question's lettered options to answer once, then the verdict and the explanation: shared by
// incorrect-questions review and spaced Review, which ask a ResultQuestion the same way. Each
// screen passes its own text namespace (both carry the same keys).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnswerExplanation, AnswerOptionList, AnswerVerdict, type OptionListProps } from './answer-choices-parts';
import { Button } from './button';
import { useRevealAfterAnswer } from './reveal-answer';
import { SayItSlot } from './say-it-slot';
import type { SpokenResult } from './spoken/spoken-result';

/** The options' own props (the translation shown beside the English, or null), and the feedback's. */
export interface AnswerChoicesProps extends OptionListProps {
  feedbackClassName?: string;
  /** "Say it" (issue 23): the spoken answer's result, and where it goes; without onSpoken, no mic. */
  spoken?: SpokenResult | null;
  onSpoken?: (result: SpokenResult) => void;
}

export function AnswerChoices({ feedbackClassName = '', spoken = null, onSpoken, ...options }: AnswerChoicesProps) {
  const { question, chosen, namespace } = options;
  const { t } = useTranslation(namespace);
  const [explanationOpen, setExplanationOpen] = useState(false);
  const answered = chosen !== null;
  const right = answered && chosen === question.correctOptionId;
  useRevealAfterAnswer(answered, question.questionId);
  return (
    <>
      <AnswerOptionList {...options} />
      {onSpoken && (!answered || spoken) && (
        <SayItSlot
          // Graded by the device's copy of the question (its official answers); the options stand in without one.
          question={{
            options: question.options,
            correctOptionId: question.correctOptionId ?? '',
            answersRequired: 1,
            questionText: question.questionText,
          }}
          questionId={question.questionId}
          result={spoken}
          onResult={onSpoken}
        />
      )}
      {answered && !spoken && <AnswerVerdict right={right} namespace={namespace} className={feedbackClassName} />}
      {!answered && (
        <Button variant="ghost" aria-expanded={explanationOpen} onClick={() => setExplanationOpen((v) => !v)}>
          {explanationOpen ? t('hideExplanation') : t('viewExplanation')}
        </Button>
      )}
      {(answered || explanationOpen) && <AnswerExplanation {...options} />}
    </>
  );
}
