// One mock interview: each question shown and read aloud (slower on request; for a 65/20 learner
// first in their language if they asked); the learner answers out loud, chooses an option or types;
// it stops at the pass or fail mark and lists every question with what the learner said.
import { Turtle, Volume2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredQuestion } from '../../db/database';
import { SLOW_SPEECH_RATE } from '../../speech/interview-voices';
import { Button } from '../../ui/button';
import { QuestionCard } from '../../ui/question-card';
import { AnswerFeedback } from './answer-feedback';
import type { Answered } from './answered';
import type { InterviewFormat } from './interview-rules';
import { InterviewAnswerInput, type AnswerMode } from './interview-answer-input';
import { InterviewLeaveGuard } from './interview-leave-guard';
import { InterviewSummary } from './interview-summary';
import type { FirstReading } from './use-interview-reading';
import { useInterviewListening } from './use-interview-listening';
import { useInterviewRun } from './use-interview-run';
import type { CivicsResult } from './whole-interview-plan';

export type { AnswerMode };

interface Props {
  userId: number;
  format: InterviewFormat;
  bank: StoredQuestion[];
  onAgain: () => void;
  /** How the learner answers; kept by the page from one interview to the next. */
  mode?: AnswerMode;
  onModeChange?: (mode: AnswerMode) => void;
  /** Read each question in this voice language first (a 65/20 learner's own), then in English. */
  firstReading?: FirstReading;
  /** The whole interview: the civics part hands its result on instead of showing its own summary. */
  onDone?: (result: CivicsResult) => void;
}

/** The page's way of answering when it keeps one, else the session's own. */
function useAnswerMode(chosen: AnswerMode | undefined, onChange: ((mode: AnswerMode) => void) | undefined) {
  const [own, setOwn] = useState<AnswerMode>(chosen ?? 'speak');
  const setMode = (next: AnswerMode) => (onChange ? onChange(next) : setOwn(next));
  return [chosen ?? own, setMode] as const;
}

export function InterviewSession({ userId, format, bank, onAgain, firstReading = null, onDone, ...props }: Props) {
  const { t } = useTranslation('interview');
  const listening = useInterviewListening();
  const [mode, setMode] = useAnswerMode(props.mode, props.onModeChange);
  const run = useInterviewRun({ userId, format, bank, firstReading, onDone });
  const { answers, correctCount, question, feedback, read } = run;

  if (run.showResult)
    return onDone ? null : (
      <InterviewSummary answers={answers} outcome={run.outcome} passAt={run.rules.passAt} onAgain={onAgain} />
    );
  if (!question) return null;

  return (
    <>
      {/* The whole interview holds the way out for all its parts; the civics test alone, for itself. */}
      {!onDone && <InterviewLeaveGuard />}
      {/* The one question card of every screen (issue 22); the question stays English, as asked. */}
      <QuestionCard
        key={question.id}
        className="interview-card"
        number={
          <span className="interview-progress" aria-live="polite">
            {t('progress', {
              asked: answers.length + (feedback ? 0 : 1),
              correct: correctCount,
              wrong: answers.length - correctCount,
            })}
          </span>
        }
        text={question.questionText}
        textLang="en"
        textClassName="interview-question"
        focusOnShow={!feedback}
      >
        <div className="interview-readers">
          <Button variant="ghost" onClick={() => read(question, true)}>
            <Volume2 size={20} aria-hidden="true" /> {t('readAgain')}
          </Button>
          <Button variant="ghost" onClick={() => read(question, true, SLOW_SPEECH_RATE)}>
            <Turtle size={20} aria-hidden="true" /> {t('readSlower')}
          </Button>
        </div>
        {feedback ? (
          <FeedbackPanel
            feedback={feedback}
            nextLabel={run.finished ? t(onDone ? 'whole.nextPart' : 'seeResult') : t('nextQuestion')}
            onNext={run.next}
          />
        ) : (
          <InterviewAnswerInput
            question={question}
            options={run.options}
            mode={mode}
            onMode={setMode}
            listening={listening}
            onAnswer={(given, way, verdict) => run.answer(question, given, way, verdict)}
          />
        )}
      </QuestionCard>
    </>
  );
}

/** The answer's verdict and what the officer accepts, until Next. */
function FeedbackPanel({ feedback, nextLabel, onNext }: { feedback: Answered; nextLabel: string; onNext: () => void }) {
  return (
    <div
      className={feedback.verdict === 'wrong' ? 'interview-feedback-wrong' : 'interview-feedback-correct'}
      role="status"
    >
      <AnswerFeedback answer={feedback} />
      <Button onClick={onNext}>{nextLabel}</Button>
    </div>
  );
}
