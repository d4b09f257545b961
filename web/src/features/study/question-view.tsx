// One study question: the text (tap to hear it), the options as radio buttons (tap to hear and
// answer), then the verdict, the correct answer and the explanation, with the translation beside
// the English in bilingual mode.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionDto } from '@civics/sync-protocol';
import type { StoredQuestion } from '../../db/database';
import { OfficialsPanel } from './officials-panel';
import { officialsPanelFor } from './special-questions';
import type { AnswerRecord } from './study-result-builder';
import { useTranslatedQuestion } from './use-translation-text';

interface QuestionViewProps {
  question: StoredQuestion;
  /** In the order the learner sees them. */
  options: OptionDto[];
  answer: AnswerRecord | undefined;
  bilingual: boolean;
  language: string;
  explanationOpen: boolean;
  homeState: string;
  onReadQuestion: () => void;
  onOption: (option: OptionDto) => void;
  onToggleExplanation: () => void;
}

const letter = (index: number) => String.fromCharCode(65 + index);

function SpeakerIcon() {
  return (
    <svg className="study-speaker" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M3 9v6h4l5 5V4L7 9H3zm13.5 3A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z" />
    </svg>
  );
}

function InfoIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16zm-1-11h2V7h-2v2zm0 8h2v-6h-2v6z" />
    </svg>
  );
}

export function QuestionView(props: QuestionViewProps) {
  const { question, options, answer, bilingual, language, explanationOpen, homeState } = props;
  const { t } = useTranslation('study');
  const hintId = useId();
  const translated = useTranslatedQuestion(question, language);
  const correctOption = options.find((o) => o.id === question.correctOptionId);
  const panel = officialsPanelFor(question.id, answer?.optionId);
  const showExplanation = Boolean(answer) || explanationOpen;

  return (
    <article className="card study-question">
      <p className="study-question-number">{t('officialNumber', { number: question.officialNumber })}</p>
      <h2 className="study-question-text">
        <button type="button" className="study-read" onClick={props.onReadQuestion} aria-describedby={hintId}>
          <SpeakerIcon />
          <span>{question.questionText}</span>
        </button>
      </h2>
      {bilingual && (
        <p className="study-translation study-question-translation" lang={language}>
          {translated.questionText}
        </p>
      )}
      <p id={hintId} className="study-hint">
        {t('tapToListen')}
      </p>

      <div role="radiogroup" aria-label={t('optionsLabel')} className="study-options">
        {options.map((option, index) => {
          const chosen = answer?.optionId === option.id;
          const isCorrect = option.id === question.correctOptionId;
          const verdict = answer ? (isCorrect ? 'correct' : chosen ? 'wrong' : '') : '';
          return (
            <button
              key={option.id}
              type="button"
              role="radio"
              aria-checked={chosen}
              // Still tappable once answered, to hear an option again; the answer itself is locked.
              aria-disabled={answer ? true : undefined}
              className={['study-option', verdict && `study-option-${verdict}`].filter(Boolean).join(' ')}
              onClick={() => props.onOption(option)}
            >
              <span className="study-option-letter" aria-hidden="true">
                {letter(index)}
              </span>
              <span className="study-option-body">
                <span>{option.text}</span>
                {bilingual && (
                  <span className="study-translation" lang={language}>
                    {translated.option(option)}
                  </span>
                )}
              </span>
              {/* The verdict is announced by the feedback below; the mark is for the eye. */}
              {verdict && (
                <span className="study-option-mark" aria-hidden="true">
                  {verdict === 'correct' ? '✓' : '✗'}
                </span>
              )}
            </button>
          );
        })}
      </div>

      {answer && (
        <div className={`study-feedback study-feedback-${answer.isCorrect ? 'correct' : 'wrong'}`}>
          <p role="status" className="study-verdict">
            {answer.isCorrect ? t('correct') : t('incorrect')}
          </p>
          {correctOption && <p>{t('correctAnswer', { answer: correctOption.text })}</p>}
        </div>
      )}

      {!answer && (
        <button type="button" className="link-button study-info" aria-expanded={explanationOpen} onClick={props.onToggleExplanation}>
          <InfoIcon /> {t('info')}
        </button>
      )}
      {showExplanation && (
        <section className="study-explanation" aria-label={t('explanation')}>
          <h3>{t('explanation')}</h3>
          <p>{question.explanation}</p>
          {bilingual && (
            <p className="study-translation" lang={language}>
              {translated.explanation}
            </p>
          )}
        </section>
      )}

      {panel && <OfficialsPanel kind={panel} defaultState={homeState} />}
    </article>
  );
}
