import { useTranslation } from 'react-i18next';
import type { StudyResult } from '../../lib/study-result';
import { AccuracyTarget } from '../../ui/accuracy-target';
import { Card } from '../../ui/card';
import '../../ui/result-score.css';

const clock = (seconds: number) => {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

export function ResultSummary({ result, lastQuestionNumber }: { result: StudyResult; lastQuestionNumber?: number }) {
  const { t } = useTranslation('results');
  const { correctAnswers: correct, totalQuestions: total } = result;
  return (
    <Card title={t('summary.title')}>
      <div className="stack">
        {lastQuestionNumber !== undefined && <p>{t('summary.lastQuestion', { number: lastQuestionNumber })}</p>}
        <p className="results-score" data-testid="study-score">
          <span>{t('summary.score', { correct, total })}</span>
          <span className="results-percent" data-testid="study-percent">
            {t('summary.percent', { percent: result.score })}
          </span>
        </p>
        {result.retake && (
          // The retake beside the first score, never in its place (issue 22).
          <p className="results-retake" data-testid="study-retake">
            {t('retake', { correct: result.retake.correct, total: result.retake.total })}
          </p>
        )}
        <progress className="results-progress" max={100} value={result.score} aria-hidden="true" />
        <AccuracyTarget percent={result.score} />
        {result.elapsedTime > 0 && <p>{t('summary.time', { time: clock(result.elapsedTime) })}</p>}
        {(result.skippedQuestionIds?.length ?? 0) > 0 && (
          <p data-testid="study-skipped">{t('skipped.summary', { count: result.skippedQuestionIds!.length })}</p>
        )}
      </div>
    </Card>
  );
}
