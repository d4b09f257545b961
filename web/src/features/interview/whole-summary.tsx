// The whole interview's one summary (issue 32): the officer's decision (civics, reading and
// writing), how each part went, and where to practise what did not go well.
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../routes';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import type { Verdict } from '../../lib/answer-grading';
import { wholeOutcome, type WholeResults } from './whole-interview-plan';

function PartLine({ ok, name, detail, testId }: { ok: boolean; name: string; detail: string; testId: string }) {
  const Icon = ok ? Check : X;
  return (
    <li className={ok ? 'whole-part-passed' : 'whole-part-failed'} data-testid={testId} data-ok={ok}>
      <Icon size={18} strokeWidth={3} aria-hidden="true" className="icon-inline" /> <strong>{name}</strong>: {detail}
    </li>
  );
}

export function WholeSummary({ results, onAgain }: { results: WholeResults; onAgain: () => void }) {
  const { t } = useTranslation('interview');
  const outcome = wholeOutcome(results);
  const clear = results.officer.length - outcome.unclear.length;
  const civics = results.civics;
  const verdictText = (verdict: Verdict | undefined): string =>
    verdict === 'correct' ? t('correct') : verdict === 'almost' ? t('almost') : t('wrong');
  return (
    <Card
      title={outcome.passed ? t('whole.passed') : t('whole.notYet')}
      className={outcome.passed ? 'interview-passed' : 'interview-failed'}
    >
      <p data-testid="whole-outcome">{outcome.passed ? t('whole.passedText') : t('whole.notYetText')}</p>
      <ul className="whole-parts">
        <PartLine
          ok={outcome.unclear.length === 0}
          name={t('whole.officerPart')}
          detail={t('whole.officerClear', { clear, asked: results.officer.length })}
          testId="whole-officer"
        />
        <PartLine
          ok={outcome.civics}
          name={t('whole.parts.civics')}
          detail={civics ? t('score', { correct: civics.correct, asked: civics.asked }) : ''}
          testId="whole-civics"
        />
        <PartLine
          ok={outcome.reading}
          name={t('whole.parts.reading')}
          detail={verdictText(results.reading?.verdict)}
          testId="whole-reading"
        />
        <PartLine
          ok={outcome.writing}
          name={t('whole.parts.writing')}
          detail={verdictText(results.writing?.verdict)}
          testId="whole-writing"
        />
      </ul>
      {outcome.unclear.length > 0 && (
        <>
          <h3>{t('whole.unclearTitle')}</h3>
          <ul className="interview-missed">
            {outcome.unclear.map((r) => (
              <li key={r.question.id} lang="en">
                {r.question.text}
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="stack">
        {outcome.unclear.length > 0 && (
          <ButtonLink to={paths.n400} variant="secondary" block>
            {t('whole.practiseN400')}
          </ButtonLink>
        )}
        {!outcome.civics && (
          <ButtonLink to={paths.study} variant="secondary" block>
            {t('whole.practiseCivics')}
          </ButtonLink>
        )}
        {(!outcome.reading || !outcome.writing) && (
          <ButtonLink to={paths.englishPractice} variant="secondary" block>
            {t('whole.practiseEnglish')}
          </ButtonLink>
        )}
        <Button onClick={onAgain}>{t('again')}</Button>
      </div>
    </Card>
  );
}
