// One study question: the text (tap to hear it), the options as radio buttons (tap to hear and
// answer), then the verdict, the correct answer and the explanation, with the translation beside
// the English in bilingual mode.
import { Check, Info, X } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionDto } from '@civics/sync-protocol';
import type { StoredQuestion } from '../../db/database';
import { AnswerAsOf } from '../../ui/answer-as-of';
import { QuestionCard } from '../../ui/question-card';
import { useRevealAfterAnswer } from '../../ui/reveal-answer';
import { SayItSlot } from '../../ui/say-it-slot';
import type { SpokenResult } from '../../ui/spoken/spoken-result';
import { officialsPanelFor } from './special-questions';
import type { AnswerRecord } from './study-result-builder';
import { useTranslatedQuestion } from './use-translation-text';
import { OfficeChangeNotice } from '../../ui/office-change-notice';

// Shown only after the senators' or governor's option is chosen: not on the study screen's start-up path.
const OfficialsPanel = lazy(async () => ({ default: (await import('./officials-panel')).OfficialsPanel }));

interface QuestionViewProps {
  question: StoredQuestion;
  /** In the order the learner sees them. */
  options: OptionDto[];
  answer: AnswerRecord | undefined;
  bilingual: boolean;
  language: string;
  explanationOpen: boolean;
  homeState: string;
  /** The learner moved here with Next, Previous or a swipe: the question takes focus. */
  focusOnShow: boolean;
  /** The Bilingual toggle, on the card's head line. */
  bilingualToggle: ReactNode;
  onReadQuestion: () => void;
  onOption: (option: OptionDto) => void;
  /** Answered with "Say it": the verdict counts as the answer. */
  onSpoken: (result: SpokenResult) => void;
  onToggleExplanation: () => void;
}

const letter = (index: number) => String.fromCharCode(65 + index);

export function QuestionView(props: QuestionViewProps) {
  const { question, options, answer, bilingual, language, explanationOpen, homeState } = props;
  const { t } = useTranslation('study');
  const translated = useTranslatedQuestion(question, language);
  const correctOption = options.find((o) => o.id === question.correctOptionId);
  const panel = officialsPanelFor(question.id, answer?.optionId);
  const showExplanation = Boolean(answer) || explanationOpen;
  useRevealAfterAnswer(Boolean(answer), question.id);

  return (
    <QuestionCard
      as="article"
      className="study-question"
      number={t('officialNumber', { number: question.officialNumber })}
      text={question.questionText}
      onReadText={props.onReadQuestion}
      translation={bilingual ? { text: translated.questionText, lang: language } : null}
      hint={t('tapToListen')}
      actions={props.bilingualToggle}
      focusOnShow={props.focusOnShow}
    >
      <OfficeChangeNotice change={question.officeChange} />
      <div role="radiogroup" aria-label={t('optionsLabel')} className="study-options">
        {options.map((option, index) => (
          <StudyOption
            key={option.id}
            option={option}
            index={index}
            answer={answer}
            isCorrect={option.id === question.correctOptionId}
            translation={bilingual ? { text: translated.option(option), lang: language } : null}
            onOption={props.onOption}
          />
        ))}
      </div>

      {(!answer || answer.spoken) && (
        <SayItSlot question={question} result={answer?.spoken ?? null} onResult={props.onSpoken} />
      )}

      {answer && !answer.spoken && (
        <div className={`study-feedback study-feedback-${answer.isCorrect ? 'correct' : 'wrong'}`}>
          <p role="status" className="study-verdict" data-reveal="verdict">
            {answer.isCorrect ? t('correct') : t('incorrect')}
          </p>
          {correctOption && <p>{t('correctAnswer', { answer: correctOption.text })}</p>}
        </div>
      )}

      {!answer && (
        <button
          type="button"
          className="link-button study-info"
          aria-expanded={explanationOpen}
          onClick={props.onToggleExplanation}
        >
          <Info size={20} aria-hidden="true" /> {t('info')}
        </button>
      )}
      {showExplanation && (
        <StudyExplanation
          question={question}
          translation={bilingual ? { text: translated.explanation, lang: language } : null}
        />
      )}

      {panel && (
        <Suspense fallback={null}>
          <OfficialsPanel kind={panel} defaultState={homeState} />
        </Suspense>
      )}
    </QuestionCard>
  );
}

interface Translation {
  text: string;
  lang: string;
}

interface StudyOptionProps {
  option: OptionDto;
  index: number;
  answer: AnswerRecord | undefined;
  isCorrect: boolean;
  /** The option in the learner's language, shown beside the English in bilingual mode. */
  translation: Translation | null;
  onOption: (option: OptionDto) => void;
}

function StudyOption({ option, index, answer, isCorrect, translation, onOption }: StudyOptionProps) {
  const chosen = answer?.optionId === option.id;
  const verdict = answer ? (isCorrect ? 'correct' : chosen ? 'wrong' : '') : '';
  return (
    <button
      type="button"
      role="radio"
      aria-checked={chosen}
      // Still tappable once answered, to hear an option again; the answer itself is locked.
      aria-disabled={answer ? true : undefined}
      className={['question-option question-choice study-option', verdict && `study-option-${verdict}`]
        .filter(Boolean)
        .join(' ')}
      onClick={() => onOption(option)}
    >
      <span className="question-choice-letter" aria-hidden="true">
        {letter(index)}
      </span>
      <span className="study-option-body">
        <span lang="en">{option.text}</span>
        {translation && (
          <span className="study-translation" lang={translation.lang}>
            {translation.text}
          </span>
        )}
      </span>
      {/* The verdict is announced by the feedback below; the mark is for the eye. */}
      {verdict && (
        <span className="study-option-mark" aria-hidden="true">
          {verdict === 'correct' ? <Check size={22} strokeWidth={3} /> : <X size={22} strokeWidth={3} />}
        </span>
      )}
    </button>
  );
}

function StudyExplanation({ question, translation }: { question: StoredQuestion; translation: Translation | null }) {
  const { t } = useTranslation('study');
  return (
    <section className="study-explanation" aria-label={t('explanation')}>
      <h3>{t('explanation')}</h3>
      <p lang="en" data-reveal="explanation">
        {question.explanation}
      </p>
      {translation && (
        <p className="study-translation" lang={translation.lang}>
          {translation.text}
        </p>
      )}
      <AnswerAsOf question={question} />
    </section>
  );
}
