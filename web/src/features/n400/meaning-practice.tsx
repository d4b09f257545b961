// "What does it mean?": the officer asks the meaning of a word on the form; the learner explains it
// in simple English, graded leniently on the key words of our definition. Then "We heard: …", the
// meaning and an example answer, in English with the learner's language beside. Without usable
// recognition the learner explains aloud and marks themself against the meaning. Every graded or
// self-marked answer is recorded (and synced): the words due today by their FSRS schedule come first,
// then new ones, then the rest (issue 32).
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredN400Bundle } from '../../db/n400';
import type { Verdict } from '../../lib/answer-grading';
import { gradeMeaning } from '../../lib/n400/meaning';
import { nextWord, type WordSchedule } from '../../lib/n400/word-schedule';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { AnswerBox, type GivenAnswer } from '../../ui/officer/answer-box';
import { OfficerVoice } from '../../ui/officer/officer-voice';
import { Translated } from '../../ui/officer/translated';
import { VerdictLine } from '../../ui/officer/verdict-line';
import { recordMeaning } from './use-word-schedule';

type Term = StoredN400Bundle['vocabulary'][number];

interface Props {
  bundle: StoredN400Bundle;
  userId: number;
  schedule: WordSchedule;
}

export function MeaningPractice({ bundle, userId, schedule }: Props) {
  const { t } = useTranslation('n400');
  // The word on screen stays once answered (its answer shown) or chosen by "Next word", though that
  // moves it in the schedule. The first follows the schedule until then: a first sync on a new device
  // brings the answers given elsewhere, and with them the words due today.
  const [pinned, setPinned] = useState<string | null>(null);
  const [result, setResult] = useState<{ answer: GivenAnswer; verdict: Verdict } | null>(null);
  const termId = pinned ?? schedule.order[0];
  const term = bundle.vocabulary.find((candidate) => candidate.id === termId);
  if (!term) return null;
  // The officer's words: English whatever the interface language.
  const ask = `What does “${term.term}” mean?`;
  const next = () => {
    setResult(null);
    setPinned(nextWord(schedule, term.id));
  };
  const grade = (answer: GivenAnswer) => {
    const verdict =
      answer.way === 'self'
        ? (answer.selfVerdict ?? 'wrong')
        : gradeMeaning(answer.given, term.term, term.plainEnglish).verdict;
    setPinned(term.id);
    setResult({ answer, verdict });
    recordMeaning(userId, term.id, verdict);
  };
  return (
    <div className="stack">
      <p>{t('meaningIntro')}</p>
      <WordsDue count={schedule.due.size} />
      <Card className="n400-card">
        <p className="n400-question-text" lang="en">
          {ask}
        </p>
        {term.translation && (
          <Translated text={term.translation.term} language={bundle.language} reviewed={term.translation.reviewed} />
        )}
        <OfficerVoice text={ask} />
      </Card>
      {result ? (
        <>
          <VerdictLine answer={result.answer} verdict={result.verdict} label={t(`meaningVerdict_${result.verdict}`)} />
          <Explained term={term} language={bundle.language} />
          <Button onClick={next}>{t('nextTerm')}</Button>
        </>
      ) : (
        <AnswerBox key={term.id} accepted={[term.plainEnglish]} onAnswer={grade} />
      )}
    </div>
  );
}

/** "3 words due today" (or none), by the words' review schedule. */
export function WordsDue({ count }: { count: number }) {
  const { t } = useTranslation('n400');
  return (
    <p className="n400-due" data-testid="n400-words-due">
      {count > 0 ? t('wordsDue', { count }) : t('wordsNoneDue')}
    </p>
  );
}

/** What a term is explained by, in order: its label and the field the English and the translation share. */
const EXPLAINED_PARTS = [
  { label: 'definition', field: 'plainEnglish' },
  { label: 'exampleAnswer', field: 'exampleAnswer' },
] as const;

/** The meaning and an example answer, each with its translation. */
export function Explained({ term, language }: { term: Term; language: string }) {
  const { t } = useTranslation('n400');
  const translation = term.translation;
  return (
    <dl className="n400-explained">
      {EXPLAINED_PARTS.map(({ label, field }) => (
        <Fragment key={field}>
          <dt>{t(label)}</dt>
          <dd>
            <p lang="en">{term[field]}</p>
            {translation && (
              <Translated text={translation[field]} language={language} reviewed={translation.reviewed} />
            )}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}
