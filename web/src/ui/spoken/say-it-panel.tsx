// "Say it" in study and review (a lazy chunk: the grader and Double Metaphone stay off start-up):
// the learner speaks, the words are graded on the device against every accepted answer, as in the
// mock interview. Without usable recognition they answer aloud and mark themself; with the
// microphone refused they type, told why.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredQuestion } from '../../db/database';
import { questionsById } from '../../db/questions-by-id';
import { acceptedAnswers, gradeTypedAnswer, verdictOf, type GradableQuestion } from '../../lib/answer-grading';
import { answeredInOtherLanguage } from '../../lib/answer-language';
import { useLanguageStore } from '../../lib/language-store';
import { useOnline } from '../../lib/use-online';
import { useRecognitionSupport } from '../../speech/use-recognition-support';
import { Notice } from '../notice';
import { TypedAnswerForm } from './typed-answer-form';
import { SpokenAnswer } from './spoken-answer';
import { SpokenFeedback } from './spoken-feedback';
import { MAX_GIVEN_LENGTH, type SpokenResult } from './spoken-result';
import './spoken.css';

export interface SayItPanelProps {
  question: GradableQuestion;
  /** Graded by the device's copy of this question when it holds one (the learner's officials, as of today). */
  questionId?: number;
  result: SpokenResult | null;
  onResult: (result: SpokenResult) => void;
}

/** The device's copy of the question (its officials as of today) and its texts in the learner's translation language. */
function useGradable(
  question: GradableQuestion,
  questionId: number | undefined,
): { gradable: GradableQuestion; translated: string[] } {
  const language = useLanguageStore((s) => s.language);
  const [stored, setStored] = useState<StoredQuestion | null>(null);
  useEffect(() => {
    if (questionId === undefined) return;
    let live = true;
    void questionsById([questionId]).then((found) => live && setStored(found.get(questionId) ?? null));
    return () => {
      live = false;
    };
  }, [questionId]);
  const block = stored?.translations[language];
  return {
    gradable: question.officialAnswers || !stored ? question : stored,
    translated: block ? [block.questionText, ...block.options.map((o) => o.text)] : [],
  };
}

export function SayItPanel({ question, questionId, result, onResult }: SayItPanelProps) {
  const { t } = useTranslation('speak');
  const online = useOnline();
  const { support, recheck } = useRecognitionSupport();
  const { gradable, translated } = useGradable(question, questionId);
  const [micRefused, setMicRefused] = useState(false);
  // An answer in the learner's own language is not counted: they are asked for English and try again.
  const [notEnglish, setNotEnglish] = useState<string | null>(null);

  if (result) return <SpokenFeedback question={gradable} result={result} />;
  const grade = (given: string, way: 'spoken' | 'typed') => {
    const verdict = verdictOf(gradeTypedAnswer(given, gradable));
    const english = [...acceptedAnswers(gradable), ...gradable.options.map((o) => o.text), gradable.questionText ?? ''];
    if (verdict !== 'correct' && answeredInOtherLanguage(given, { english, translated })) {
      setNotEnglish(given.slice(0, MAX_GIVEN_LENGTH));
      return;
    }
    setNotEnglish(null);
    onResult({ given: given.slice(0, MAX_GIVEN_LENGTH), way, verdict });
  };
  const languageNotice = notEnglish ? (
    <Notice tone="error">{t('pleaseEnglish', { given: notEnglish })}</Notice>
  ) : (
    <p className="say-it-english">{t('answerInEnglish')}</p>
  );

  if (micRefused) {
    return (
      <TypedAnswerForm
        className="say-it"
        answersRequired={gradable.answersRequired}
        onAnswer={(typed) => grade(typed, 'typed')}
      >
        <Notice>{t('micDenied')}</Notice>
        {languageNotice}
      </TypedAnswerForm>
    );
  }
  return (
    <div className="say-it">
      {languageNotice}
      <SpokenAnswer
        support={support}
        recheck={recheck}
        online={online}
        accepted={acceptedAnswers(gradable)}
        onHeard={(text) => grade(text, 'spoken')}
        onSelfMark={(verdict) => onResult({ given: '', way: 'self', verdict })}
        onDenied={() => setMicRefused(true)}
      />
    </div>
  );
}
