// /bilingual-demo (spec part 2 §2, and part 2's second study/translation viewer): one question at
// a time in English or one of the five translation languages, optionally English and translation
// together, filtered by category. Public: a signed-out visitor sees the public official questions.
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../routes';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '@civics/sync-protocol/constants';
import { usePublicQuestions } from '../../lib/public-questions';
import { HTML_LANG } from '../../i18n/languages';
import { SampleQuestionCard } from '../../ui/sample-question-card';
import { LOADING_BY_LANGUAGE } from '../../lib/translation-placeholders';
import { ALL, DemoControls } from './demo-controls';
import './bilingual-demo.css';

const isTranslationLanguage = (value: string): value is TranslationLanguage =>
  (TRANSLATION_LANGUAGES as readonly string[]).includes(value);

export function BilingualDemoPage() {
  const [language, setLanguage] = useState<'en' | TranslationLanguage>('vi');
  // English keeps the last translation loaded: switching to English needs no new request.
  const [translationLanguage, setTranslationLanguage] = useState<TranslationLanguage>('vi');
  // ?version=2008 shows the other bank to a signed-out visitor (as the print page); a learner gets their own.
  const [params] = useSearchParams();
  const state = usePublicQuestions(translationLanguage, params.get('version') === '2008' ? '2008' : undefined);
  const [bilingual, setBilingual] = useState(true);
  const [categoryId, setCategoryId] = useState(ALL);
  const [index, setIndex] = useState(0);

  const questions = useMemo(() => {
    if (state.status !== 'ready') return [];
    return categoryId === ALL
      ? state.data.questions
      : state.data.questions.filter((q) => String(q.categoryId) === categoryId);
  }, [state, categoryId]);
  const categories = state.status === 'ready' ? state.data.categories : [];
  const current = questions[Math.min(index, questions.length - 1)];

  return (
    <main className="page stack demo-page">
      <header>
        <h1>Bilingual Questions Demo</h1>
        <p className="lead">
          <Link to={paths.landing}>Home</Link>
        </p>
      </header>
      <DemoControls
        language={language}
        onLanguage={(chosen) => {
          if (isTranslationLanguage(chosen)) setTranslationLanguage(chosen);
          setLanguage(isTranslationLanguage(chosen) ? chosen : 'en');
        }}
        bilingual={bilingual}
        onBilingual={setBilingual}
        categoryId={categoryId}
        categories={categories}
        onCategory={(chosen) => {
          setCategoryId(chosen);
          setIndex(0);
        }}
      />
      {state.status === 'loading' && (
        <p role="status" className="demo-loading" lang={HTML_LANG[translationLanguage]}>
          {LOADING_BY_LANGUAGE[translationLanguage]}
        </p>
      )}
      {state.status === 'error' && <Notice tone="error">Failed to load questions: {state.message}</Notice>}
      {state.status === 'ready' && !current && <p>No questions in this category.</p>}
      {current && (
        <>
          <p className="demo-counter" aria-live="polite">
            Question {Math.min(index, questions.length - 1) + 1} of {questions.length}
          </p>
          <SampleQuestionCard
            question={current}
            category={categories.find((c) => c.id === current.categoryId)}
            language={language}
            bilingual={bilingual}
          />
          <div className="button-row">
            <Button variant="secondary" disabled={index <= 0} onClick={() => setIndex((i) => Math.max(0, i - 1))}>
              Previous
            </Button>
            <Button
              variant="secondary"
              disabled={index >= questions.length - 1}
              onClick={() => setIndex((i) => Math.min(questions.length - 1, i + 1))}
            >
              Next
            </Button>
          </div>
        </>
      )}
    </main>
  );
}

export { BilingualDemoPage as Screen };
