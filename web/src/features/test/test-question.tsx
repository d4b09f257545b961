// The running test's question card: the question (or "hidden"), the reads left and the speaker, and
// the options, held while the list is locked.
import { Volume2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { QuestionCard } from '../../ui/question-card';
import type { TestQuestion } from './question-set';
import { TestOptions } from './test-options';

interface TestQuestionProps {
  current: TestQuestion;
  position: number;
  total: number;
  chosen: string | undefined;
  showQuestion: boolean;
  focusOnShow: boolean;
  locked: boolean;
  submitting: boolean;
  readsLeft: number;
  onRead: () => void;
  onChoose: (optionId: string) => void;
}

export function TestQuestionCard(props: TestQuestionProps) {
  const { current, position, total, showQuestion, readsLeft, focusOnShow, onRead, ...choice } = props;
  const { t } = useTranslation('test');
  const { question } = current;
  return (
    <QuestionCard
      className="test-question"
      headingId="test-question-text"
      number={t('counterLabel', { current: position + 1, total })}
      focusOnShow={focusOnShow}
      text={showQuestion ? question.questionText : t('questionHidden')}
      textMuted={!showQuestion}
      actions={
        <>
          <span className="test-reads-left">{t('readsLeft', { count: readsLeft })}</span>
          <Button
            variant="ghost"
            className="question-card-icon-button test-speaker"
            aria-label={t('readQuestion')}
            onClick={onRead}
          >
            <Volume2 size={26} aria-hidden="true" />
          </Button>
        </>
      }
    >
      <TestOptions current={current} {...choice} />
    </QuestionCard>
  );
}
