// The officer asks for the learner's own answers, each field in several wordings (the form's
// question and our other phrasings, in turn); what was said is compared with the stored answer.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredN400Bundle } from '../../db/n400';
import type { Verdict } from '../../lib/answer-grading';
import { gradeAboutYou, type AboutYouKind } from '../../lib/n400/about-you';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { AnswerBox, type GivenAnswer } from '../../ui/officer/answer-box';
import { OfficerVoice } from '../../ui/officer/officer-voice';
import { Translated } from '../../ui/officer/translated';
import { VerdictLine } from '../../ui/officer/verdict-line';

const KINDS = new Set<AboutYouKind>(['date', 'number', 'name', 'place', 'free']);
const kindOf = (kind: string): AboutYouKind => (KINDS.has(kind as AboutYouKind) ? (kind as AboutYouKind) : 'free');

export function AboutYouPractice({ bundle, answers }: { bundle: StoredN400Bundle; answers: Map<string, string> }) {
  const { t } = useTranslation('n400');
  const questions = bundle.personal.filter((q) => q.field && answers.has(q.field));
  const [index, setIndex] = useState(0);
  const [result, setResult] = useState<{ answer: GivenAnswer; verdict: Verdict } | null>(null);
  const question = questions[index % Math.max(questions.length, 1)];
  if (!question) return <p>{t('aboutNone')}</p>;
  const stored = answers.get(question.field!)!;
  const grade = (answer: GivenAnswer) =>
    setResult({
      answer,
      verdict:
        answer.way === 'self'
          ? (answer.selfVerdict ?? 'wrong')
          : gradeAboutYou(answer.given, stored, kindOf(question.answerKind)),
    });
  return (
    <div className="stack">
      <Card className="n400-card">
        <p className="n400-question-text" lang="en">
          {question.question}
        </p>
        {question.translation && (
          <Translated
            text={question.translation.question}
            language={bundle.language}
            reviewed={question.translation.reviewed}
          />
        )}
        <OfficerVoice text={question.question} />
      </Card>
      {result ? (
        <>
          <VerdictLine answer={result.answer} verdict={result.verdict} label={t(`aboutVerdict_${result.verdict}`)} />
          <p>
            {t('aboutCompare')}: <q lang="en">{stored}</q>
          </p>
          <Button
            onClick={() => {
              setResult(null);
              setIndex(index + 1);
            }}
          >
            {t('next')}
          </Button>
        </>
      ) : (
        <AnswerBox key={`${question.id}-${index}`} accepted={[stored]} onAnswer={grade} />
      )}
    </div>
  );
}
