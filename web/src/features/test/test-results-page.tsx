// Test results (/test-results, spec part 1 §2): 'Your Score' with percent and a progress bar,
// passed or failed, Test Again (same questions) and New Test, and Review Answers with markers in
// words as well as colour. Read from the browser, so it works offline; a test another device synced
// while the screen is open replaces it (issue 22).
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { optionLetter } from '../../lib/result-question';
import { paths, type CameFrom } from '../../routes';
import { Button } from '../../ui/button';
import { BackLink } from '../../ui/back-link';
import { ButtonLink } from '../../ui/button-link';
import { AccuracyTarget } from '../../ui/accuracy-target';
import { Card } from '../../ui/card';
import { QuestionCard } from '../../ui/question-card';
import { toast } from '../../ui/toast-store';
import { useLiveHistory } from '../../lib/history/use-live-history';
import { clearRetake, storeTestAgain } from './retake';
import { loadTestResult, scorePercent, type TestResult, type TestResultQuestion } from './test-result';
import { TestReward } from './test-reward';
import { minutesSeconds } from './use-countdown';
import './test.css';
import { PassRule } from '../../ui/pass-rule';

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
          <span data-testid="test-score">{t('results.score', { score: result.score, total: result.totalQuestions })}</span>
          <span data-testid="test-percent">{t('results.percent', { percent })}</span>
        </p>
        <progress className="test-results-progress" max={100} value={percent} aria-label={t('results.progressLabel')} />
        <p className={result.passed ? 'test-verdict-passed' : 'test-verdict-failed'}>{result.passed ? t('results.passed') : t('results.failed')}</p>
        <PassRule />
        <AccuracyTarget percent={percent} />
        <p>{t('results.time', { time: minutesSeconds(result.elapsedTime) })}</p>
        <div className="button-row">
          <Button onClick={testAgain}>{t('results.testAgain')}</Button>
          <Button variant="secondary" onClick={newTest}>
            {t('results.newTest')}
          </Button>
          <ButtonLink to={paths.mockInterview} state={{ from: paths.testResults } satisfies CameFrom} variant="secondary">
            {t('results.mockInterview')}
          </ButtonLink>
        </div>
      </Card>
      <TestReward result={result} only="almost" />
      <section aria-labelledby="test-review-title">
        <h2 id="test-review-title">{t('results.reviewTitle')}</h2>
        <ol className="test-review-list">
          {result.questionsData.map((q, index) => (
            <ReviewItem key={`${q.questionId}-${index}`} item={q} index={index} />
          ))}
        </ol>
      </section>
    </>
  );
}

function ReviewItem({ item, index }: { item: TestResultQuestion; index: number }) {
  const { t } = useTranslation('test');
  const [open, setOpen] = useState(false);
  const { question } = item;
  const options = question.options;
  const chosenIndex = item.userAnswerIndex ?? options.findIndex((o) => o.id === item.userSelectedOption);
  const chosen = chosenIndex >= 0 ? options[chosenIndex] : undefined;
  const correctIndex = options.findIndex((o) => o.id === question.correctOptionId);
  const correct = correctIndex >= 0 ? options[correctIndex] : undefined;
  const label = (i: number, text: string | undefined) => `${optionLetter(i)}. ${text ?? ''}`;
  return (
    <QuestionCard
      as="li"
      className={`test-review-item ${item.isCorrect ? 'test-review-correct' : 'test-review-wrong'}`}
      cardProps={{ 'data-testid': 'test-review-item' }}
      headingLevel={3}
      number={
        <span className="test-review-marker">
          {item.isCorrect ? <Check size={18} strokeWidth={3} aria-hidden="true" className="icon-inline" /> : <X size={18} strokeWidth={3} aria-hidden="true" className="icon-inline" />}{' '}
          {item.isCorrect ? t('results.correct') : t('results.wrong')} · {t('results.questionNumber', { number: index + 1 })}
        </span>
      }
      text={question.questionText}
    >
      <p>
        {t('results.yourAnswer')}: <strong>{chosen ? label(chosenIndex, chosen.text) : t('results.notAnswered')}</strong>
      </p>
      <p>
        {t('results.correctAnswer')}: <strong>{correct ? label(correctIndex, correct.text) : ''}</strong>
      </p>
      <Button variant="ghost" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {open ? t('results.hideExplanation') : t('results.showExplanation')}
      </Button>
      {open && <p>{question.explanation || t('results.noExplanation')}</p>}
    </QuestionCard>
  );
}

/** The route table's name for a lazily loaded screen. */
export { TestResultsPage as Screen };
