// While an account waits for approval (issue 31): the public official questions to study now, with
// the translation beside the English (the five-language viewer's card, ui/sample-question-card).
// An account at level 0 has no questions of its own, so these come from the public list.
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '@civics/sync-protocol/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInterfaceLanguage } from '../../i18n/interface-language';
import { isContentLanguage, NATIVE_NAMES } from '../../i18n/languages';
import { usePublicQuestions } from '../../lib/public-questions';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { SampleQuestionCard, type SampleCardLabels } from '../../ui/sample-question-card';
import { SelectField } from '../../ui/select-field';
import { Spinner } from '../../ui/spinner';
import './pending-samples.css';

type Shown = 'en' | TranslationLanguage;
const isShown = (value: string): value is Shown =>
  value === 'en' || (TRANSLATION_LANGUAGES as readonly string[]).includes(value);

export function PendingSamples() {
  const { t } = useTranslation('auth');
  // The learner's own language beside the English when it has translations; English alone otherwise.
  const interfaceLanguage = useInterfaceLanguage((s) => s.language);
  // Until the learner picks, it follows the interface (which takes the account's language once it is read).
  const [picked, setPicked] = useState<Shown | null>(null);
  const language: Shown = picked ?? (isContentLanguage(interfaceLanguage) ? interfaceLanguage : 'en');
  const state = usePublicQuestions(language === 'en' ? 'vi' : language, undefined, true);
  const [index, setIndex] = useState(0);
  const labels: SampleCardLabels = {
    question: (n) => t('pending.samples.question', { number: n }),
    correctAnswer: t('pending.samples.correctAnswer'),
    explanation: t('pending.samples.explanation'),
  };
  const options = [
    { value: 'en', label: NATIVE_NAMES.en },
    ...TRANSLATION_LANGUAGES.map((code) => ({ value: code, label: NATIVE_NAMES[code] })),
  ];
  const questions = state.status === 'ready' ? state.data.questions : [];
  const position = Math.min(index, Math.max(0, questions.length - 1));
  const question = questions[position];

  return (
    <section className="pending-samples stack" aria-labelledby="pending-samples-title" data-testid="pending-samples">
      <h2 id="pending-samples-title">{t('pending.samples.title')}</h2>
      <p>{t('pending.samples.text')}</p>
      <SelectField
        label={t('pending.samples.language')}
        options={options}
        value={language}
        onChange={(event) => isShown(event.target.value) && setPicked(event.target.value)}
      />
      {state.status === 'loading' && <Spinner label={t('pending.samples.loading')} />}
      {state.status === 'error' && <Notice tone="error">{t('pending.samples.failed')}</Notice>}
      {question && (
        <>
          <p className="pending-samples-counter" aria-live="polite">
            {t('pending.samples.counter', { current: position + 1, total: questions.length })}
          </p>
          <SampleQuestionCard
            question={question}
            category={
              state.status === 'ready' ? state.data.categories.find((c) => c.id === question.categoryId) : undefined
            }
            language={language}
            bilingual
            labels={labels}
          />
          <div className="pending-samples-nav">
            <Button variant="secondary" disabled={position <= 0} onClick={() => setIndex(position - 1)}>
              {t('pending.samples.previous')}
            </Button>
            <Button
              variant="secondary"
              disabled={position >= questions.length - 1}
              onClick={() => setIndex(position + 1)}
            >
              {t('pending.samples.next')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
