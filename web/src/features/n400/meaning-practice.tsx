// "What does it mean?": the officer asks the meaning of a word on the form; the learner explains it
// in simple English, graded leniently on the key words of our definition. Then "We heard: …", the
// meaning and an example answer, in English with the learner's language beside. Without usable
// recognition the learner explains aloud and marks themself against the meaning.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredN400Bundle } from '../../db/n400';
import type { Verdict } from '../../lib/answer-grading';
import { gradeMeaning } from '../../lib/n400/meaning';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { AnswerBox, type GivenAnswer } from '../../ui/officer/answer-box';
import { OfficerVoice } from '../../ui/officer/officer-voice';
import { Translated } from '../../ui/officer/translated';
import { VerdictLine } from '../../ui/officer/verdict-line';

type Term = StoredN400Bundle['vocabulary'][number];

export function MeaningPractice({ bundle }: { bundle: StoredN400Bundle }) {
  const { t } = useTranslation('n400');
  const [index, setIndex] = useState(0);
  const [result, setResult] = useState<{ answer: GivenAnswer; verdict: Verdict } | null>(null);
  const term = bundle.vocabulary[index];
  if (!term) return null;
  // The officer's words: English whatever the interface language.
  const ask = `What does “${term.term}” mean?`;
  const next = () => {
    setResult(null);
    setIndex((index + 1) % bundle.vocabulary.length);
  };
  const grade = (answer: GivenAnswer) =>
    setResult({
      answer,
      verdict:
        answer.way === 'self'
          ? (answer.selfVerdict ?? 'wrong')
          : gradeMeaning(answer.given, term.term, term.plainEnglish).verdict,
    });
  return (
    <div className="stack">
      <p>{t('meaningIntro')}</p>
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

/** The meaning and an example answer, each with its translation. */
export function Explained({ term, language }: { term: Term; language: string }) {
  const { t } = useTranslation('n400');
  const translation = term.translation;
  return (
    <dl className="n400-explained">
      <dt>{t('definition')}</dt>
      <dd>
        <p lang="en">{term.plainEnglish}</p>
        {translation && (
          <Translated text={translation.plainEnglish} language={language} reviewed={translation.reviewed} />
        )}
      </dd>
      <dt>{t('exampleAnswer')}</dt>
      <dd>
        <p lang="en">{term.exampleAnswer}</p>
        {translation && (
          <Translated text={translation.exampleAnswer} language={language} reviewed={translation.reviewed} />
        )}
      </dd>
    </dl>
  );
}
