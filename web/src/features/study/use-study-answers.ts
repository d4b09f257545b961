// Study's answers (spec part 1 §4, §9; issue 23): a tapped option is read aloud and, the first time,
// kept; "Say it" keeps what was heard. Every answer is stored at once, so closing the app
// mid-session loses nothing.
import type { OptionDto } from '@civics/sync-protocol';
import { useTranslation } from 'react-i18next';
import type { StoredQuestion } from '../../db/database';
import { recordPracticeAnswer, spokenOption } from '../../lib/practice-session/practice-answer';
import type { PracticeSession } from '../../lib/practice-session/use-practice-session';
import { questionReading, speakSequence, speakText, stopSpeaking } from '../../speech/speak-sequence';
import type { SpokenResult } from '../../ui/spoken/spoken-result';
import { toast } from '../../ui/toast-store';
import { answerRecord, type AnswerRecord } from './study-result-builder';
import { useStudySpeech } from './use-study-speech';

interface StudyAnswersInput {
  userId: number;
  question: StoredQuestion | undefined;
  session: PracticeSession<AnswerRecord>;
  /** False once the session ended: options are still read, no longer kept. */
  open: boolean;
  onFirstAction: () => void;
}

export function useStudyAnswers({ userId, question, session, open, onFirstAction }: StudyAnswersInput) {
  const { t } = useTranslation('study');
  const speak = useStudySpeech();
  const canAnswer = (q: StoredQuestion) => open && !session.answers[q.id];

  const keepAnswer = (q: StoredQuestion, record: AnswerRecord) => {
    onFirstAction();
    session.answer(q.id, record);
    // A near miss said out loud ("Almost") is FSRS Hard, as in the interview; the words heard are
    // kept with the answer.
    const { isCorrect, studyTime, spoken } = record;
    const hard = spoken?.verdict === 'almost';
    void recordPracticeAnswer(userId, { questionId: q.id, isCorrect, studyTime, hard, given: spoken?.given }).catch(
      () => toast({ title: t('saveFailed'), description: t('saveFailedText'), variant: 'destructive' }),
    );
  };

  const readQuestion = () => {
    if (!question) return;
    const correct = question.options.find((o) => o.id === question.correctOptionId);
    speak(() =>
      speakSequence(correct ? questionReading(question.questionText, correct.text) : [{ text: question.questionText }]),
    );
  };

  const chooseOption = (option: OptionDto) => {
    speak(() => speakText(option.text));
    if (question && canAnswer(question)) keepAnswer(question, answerRecord(question, option, session.shownAt));
  };

  const answerSpoken = (spoken: SpokenResult) => {
    if (!question || !canAnswer(question)) return;
    stopSpeaking();
    keepAnswer(question, {
      ...answerRecord(question, null, session.shownAt),
      optionId: spokenOption(spoken, question.correctOptionId),
      isCorrect: spoken.verdict !== 'wrong',
      spoken,
    });
  };

  return { readQuestion, chooseOption, answerSpoken };
}
