// One question of Review Answers on test results: the marker, the question, the learner's and the
// correct answer, the explanation; each with the translation beneath the English when the learner
// reads one (issue 31: the promise of the translation holds on results too; the test itself stays
// English, as the officer asks in English).
import { useState } from 'react';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { QuestionTranslationDto } from '@civics/sync-protocol';
import { optionLetter, translatedOption } from '../../lib/result-question';
import { Button } from '../../ui/button';
import { QuestionCard } from '../../ui/question-card';
import type { TestResultQuestion } from './test-result';
import '../../ui/answer-feedback.css';

interface Props {
  item: TestResultQuestion;
  index: number;
  /** The translation block of this question when the learner reads one, with its language. */
  translation: QuestionTranslationDto | null;
  language: string;
}

function AnswerLine({
  label,
  text,
  translated,
  language,
}: {
  label: string;
  text: string;
  translated: string | null;
  language: string;
}) {
  return (
    <p className="test-review-answer">
      {label}: <strong>{text}</strong>
      {translated && (
        <span className="translated-text" lang={language}>
          {translated}
        </span>
      )}
    </p>
  );
}

export function TestReviewItem({ item, index, translation, language }: Props) {
  const { t } = useTranslation('test');
  const [open, setOpen] = useState(false);
  const { question } = item;
  const options = question.options;
  const chosenIndex = item.userAnswerIndex ?? options.findIndex((o) => o.id === item.userSelectedOption);
  const chosen = chosenIndex >= 0 ? options[chosenIndex] : undefined;
  const correctIndex = options.findIndex((o) => o.id === question.correctOptionId);
  const correct = correctIndex >= 0 ? options[correctIndex] : undefined;
  const label = (i: number, text: string | undefined) => `${optionLetter(i)}. ${text ?? ''}`;
  const translatedAt = (i: number) => (i >= 0 && options[i] ? translatedOption(translation, options[i], i) : null);
  return (
    <QuestionCard
      as="li"
      className={`test-review-item ${item.isCorrect ? 'test-review-correct' : 'test-review-wrong'}`}
      cardProps={{ 'data-testid': 'test-review-item' }}
      headingLevel={3}
      number={
        <span className="test-review-marker">
          {item.isCorrect ? (
            <Check size={18} strokeWidth={3} aria-hidden="true" className="icon-inline" />
          ) : (
            <X size={18} strokeWidth={3} aria-hidden="true" className="icon-inline" />
          )}{' '}
          {item.isCorrect ? t('results.correct') : t('results.wrong')} ·{' '}
          {t('results.questionNumber', { number: index + 1 })}
        </span>
      }
      text={question.questionText}
      textLang="en"
      translation={translation ? { text: translation.questionText, lang: language } : null}
    >
      <AnswerLine
        label={t('results.yourAnswer')}
        text={chosen ? label(chosenIndex, chosen.text) : t('results.notAnswered')}
        translated={chosen ? translatedAt(chosenIndex) : null}
        language={language}
      />
      <AnswerLine
        label={t('results.correctAnswer')}
        text={correct ? label(correctIndex, correct.text) : ''}
        translated={translatedAt(correctIndex)}
        language={language}
      />
      <Button variant="ghost" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {open ? t('results.hideExplanation') : t('results.showExplanation')}
      </Button>
      {open && (
        <div className="explanation bilingual-pair">
          <p lang="en">{question.explanation || t('results.noExplanation')}</p>
          {translation?.explanation && <p lang={language}>{translation.explanation}</p>}
        </div>
      )}
    </QuestionCard>
  );
}
