// Test results (/test-results, spec part 1 §2): 'Your Score' with percent and a progress bar,
// passed or failed, Test Again (same questions) and New Test, and Review Answers with markers in
// words as well as colour. Read from the browser, so it works offline; a test another device synced
// while the screen is open replaces it (issue 22).
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { questionsById } from '../../db/questions-by-id';
import { useBilingualDisplay } from '../../lib/use-bilingual-display';
import { paths, type CameFrom } from '../../routes';
import { Button } from '../../ui/button';
import { BackLink } from '../../ui/back-link';
import { ButtonLink } from '../../ui/button-link';
import { AccuracyTarget } from '../../ui/accuracy-target';
import { Card } from '../../ui/card';
import { toast } from '../../ui/toast-store';
import { useLiveHistory } from '../../lib/history/use-live-history';
import { clearRetake, storeTestAgain } from './retake';
import { loadTestResult, scorePercent, type TestResult } from './test-result';
import { TestReviewItem } from './test-review-item';
import { TestReward } from './test-reward';
import { minutesSeconds } from './use-countdown';
import './test.css';
import { PassRule } from '../../ui/pass-rule';
import { ResultActionRow } from '../../ui/result-action-row';
import '../../ui/result-score.css';

export function TestResultsPage() {
  const { t } = useTranslation('test');
  const [atMount] = useState(loadTestResult);
  const loaded = useLiveHistory(loadTestResult) ?? atMount;

  useEffect(() => {
    if (loaded.status === 'incomplete') toast({ title: t('errors.resultsMissing'), variant: 'destructive' });
    if (loaded.status === 'unreadable') toast({ title: t('errors.resultsFailed'), variant: 'destructive' });
  }, [loaded.status, t]);

  return (
    <main className="page stack">
      <header>
        <BackLink />
        <h1>{t('results.title')}</h1>
      </header>
      {loaded.status === 'ok' ? (
        <ResultView result={loaded.result} />
      ) : (
        <Card title={t('results.empty')}>
          <p>{t('results.emptyText')}</p>
          <ButtonLink to={paths.test}>{t('results.takeTest')}</ButtonLink>
        </Card>
      )}
    </main>
  );
}

function ResultView({ result }: { result: TestResult }) {
  const { t } = useTranslation('test');
  const navigate = useNavigate();
  const percent = scorePercent(result.score, result.totalQuestions);

  const testAgain = () => {
    const ids = result.questionsData.map((q) => q.questionId);
    if (ids.length === 0) {
      toast({ title: t('errors.retakeMissing'), description: t('errors.retakeMissingText'), variant: 'destructive' });
      return;
    }
    try {
      storeTestAgain(ids);
    } catch {
      toast({ title: t('errors.testAgainFailed'), variant: 'destructive' });
      return;
    }
    void navigate(paths.test);
  };
  const newTest = () => {
    try {
      clearRetake();
    } catch {
      toast({ title: t('errors.newTestFailed'), variant: 'destructive' });
      return;
    }
    void navigate(paths.test);
  };

  return (
    <>
      <TestReward result={result} only="celebrate" />
      <Card title={t('results.yourScore')} className="test-results-summary">
        <p className="test-results-score">
          <span data-testid="test-score">
            {t('results.score', { score: result.score, total: result.totalQuestions })}
          </span>
          <span data-testid="test-percent">{t('results.percent', { percent })}</span>
        </p>
        <progress className="test-results-progress" max={100} value={percent} aria-label={t('results.progressLabel')} />
        <p className={result.passed ? 'test-verdict-passed' : 'test-verdict-failed'}>
          {result.passed ? t('results.passed') : t('results.failed')}
        </p>
        <PassRule />
        <AccuracyTarget percent={percent} />
        <p>{t('results.time', { time: minutesSeconds(result.elapsedTime) })}</p>
        <ResultActionRow>
          <Button block onClick={testAgain}>
            {t('results.testAgain')}
          </Button>
          <Button block variant="secondary" onClick={newTest}>
            {t('results.newTest')}
          </Button>
          <ButtonLink
            block
            to={paths.mockInterview}
            state={{ from: paths.testResults } satisfies CameFrom}
            variant="secondary"
          >
            {t('results.mockInterview')}
          </ButtonLink>
        </ResultActionRow>
      </Card>
      <TestReward result={result} only="almost" />
      <ReviewAnswers result={result} />
    </>
  );
}

/** Review Answers, with the translation the learner reads from the bank on the device (the result keeps the English only). */
function ReviewAnswers({ result }: { result: TestResult }) {
  const { t } = useTranslation('test');
  const { bilingual, language } = useBilingualDisplay();
  const ids = useMemo(() => result.questionsData.map((q) => q.questionId), [result]);
  const stored = useLiveQuery(() => (bilingual ? questionsById(ids) : undefined), [ids, bilingual]);
  return (
    <section aria-labelledby="test-review-title">
      <h2 id="test-review-title">{t('results.reviewTitle')}</h2>
      <ol className="test-review-list">
        {result.questionsData.map((q, index) => (
          <TestReviewItem
            key={`${q.questionId}-${index}`}
            item={q}
            index={index}
            translation={(bilingual && stored?.get(q.questionId)?.translations[language]) || null}
            language={language}
          />
        ))}
      </ol>
    </section>
  );
}

/** The route table's name for a lazily loaded screen. */
export { TestResultsPage as Screen };
