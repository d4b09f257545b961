// Part 9 of Form N-400: the officer reads each yes/no question; the learner answers aloud, taps or
// types. The question and its key words show the learner's language beside the English; what to do
// when the true answer is "Yes" is one tap away. The grader judges only whether the answer is clear,
// never whether it is yes or no: the true answer is the applicant's own.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredN400Bundle } from '../../db/n400';
import { gradeYesNo, type YesNoGrade } from '../../lib/n400/yes-no';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { AnswerBox, type GivenAnswer } from '../../ui/officer/answer-box';
import { OfficerVoice } from '../../ui/officer/officer-voice';
import { Translated } from '../../ui/officer/translated';
import { VerdictLine } from '../../ui/officer/verdict-line';

type Item = StoredN400Bundle['part9'][number];

const VERDICT_KEY = { correct: 'verdictClear', almost: 'verdictAlmost', wrong: 'verdictUnclear' } as const;

export function Part9Practice({ bundle }: { bundle: StoredN400Bundle }) {
  const { t } = useTranslation('n400');
  const [index, setIndex] = useState(0);
  const [result, setResult] = useState<{ answer: GivenAnswer; grade: YesNoGrade } | null>(null);
  const item = bundle.part9[index];
  if (!item) return null;
  const next = () => {
    setResult(null);
    setIndex((index + 1) % bundle.part9.length);
  };
  const spoken = item.stem ? `${item.stem} ${item.text}` : item.text;
  return (
    <div className="stack">
      <p>{t('part9Intro')}</p>
      <Card className="n400-card">
        <p className="n400-meta">
          {t('itemOf', { number: item.number, position: index + 1, total: bundle.part9.length })}
        </p>
        <QuestionText item={item} language={bundle.language} />
        <OfficerVoice text={spoken} />
        <KeyTerms item={item} bundle={bundle} />
      </Card>
      {result ? (
        <>
          <VerdictLine
            answer={result.answer}
            verdict={result.grade.verdict}
            label={t(VERDICT_KEY[result.grade.verdict])}
          />
          {result.grade.answer && <p>{t(`heardAnswer_${result.grade.answer}`)}</p>}
          {result.grade.note && <p>{t(result.grade.note === 'unclear' ? 'noteUnclear' : 'noteExplainYes')}</p>}
          <Button onClick={next}>{t('next')}</Button>
        </>
      ) : (
        <AnswerBox
          key={item.id}
          accepted={null}
          yesNo
          onAnswer={(answer) => setResult({ answer, grade: gradeYesNo(answer.given, item.expectedAnswer) })}
        />
      )}
      <IfYes item={item} language={bundle.language} />
    </div>
  );
}

function QuestionText({ item, language }: { item: Item; language: string }) {
  const translation = item.translation;
  return (
    <div className="n400-question">
      {item.stem && (
        <p className="n400-stem" lang="en">
          {item.stem}
        </p>
      )}
      <p className="n400-question-text" lang="en">
        {item.text}
      </p>
      {translation && (
        <Translated
          text={[translation.stem, translation.text].filter(Boolean).join(' ')}
          language={language}
          reviewed={translation.reviewed}
        />
      )}
    </div>
  );
}

function KeyTerms({ item, bundle }: { item: Item; bundle: StoredN400Bundle }) {
  const { t } = useTranslation('n400');
  const terms = item.keyTerms.map(
    (term) => bundle.vocabulary.find((v) => v.term === term) ?? { term, translation: null, plainEnglish: '' },
  );
  if (terms.length === 0) return null;
  return (
    <div className="n400-terms">
      <h3>{t('keyTerms')}</h3>
      <ul>
        {terms.map((v) => (
          <li key={v.term}>
            <span lang="en" className="n400-term">
              {v.term}
            </span>
            {v.translation && (
              <Translated text={v.translation.term} language={bundle.language} reviewed={v.translation.reviewed} />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function IfYes({ item, language }: { item: Item; language: string }) {
  const { t } = useTranslation('n400');
  return (
    <details className="n400-if-yes">
      <summary>{t('ifYes')}</summary>
      <p>{t(`usualAnswer_${item.expectedAnswer}`)}</p>
      {item.answerNote && (
        <>
          <p lang="en">{item.answerNote}</p>
          {item.translation?.answerNote && (
            <Translated text={item.translation.answerNote} language={language} reviewed={item.translation.reviewed} />
          )}
        </>
      )}
      <p className="n400-truth">{t('truthFirst')}</p>
      <p>{t('yesSteps')}</p>
    </details>
  );
}
