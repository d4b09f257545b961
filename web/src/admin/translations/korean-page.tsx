// /admin/korean (spec part 2 §2, §4, §8): stats, a question dropdown marking translated ones, the
// English beside the Korean with Create/Edit Translation, Save and Cancel; a success banner for
// 3 s, an inline error on a failed save and a full-screen error when the data cannot load.
import { useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuestionDto, TestVersion, TranslationDto } from '@civics/sync-protocol';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { SelectField } from '../../ui/select-field';
import { Spinner } from '../../ui/spinner';
import { errorText } from '../lib/admin-api';
import { PageHeader } from '../ui/page-header';
import { shorten } from './question-picker';
import { adminQuestions, isTranslated, koreanTranslations, saveTranslation, type TranslationTexts } from './translation-api';
import { TranslationStats } from './translation-stats';
import { useBank, useBankOptions } from './use-bank';
import './translations.css';

export const SUCCESS_BANNER_MS = 3000;
export const SAVE_FAILED = 'Failed to save translation. Please try again.';

const textsOf = (question: QuestionDto, t: TranslationDto | undefined): TranslationTexts => ({
  questionText: t?.questionText ?? '',
  options: question.options.map((o) => ({ id: o.id, text: t?.options.find((x) => x.id === o.id)?.text ?? '' })),
  explanation: t?.explanation ?? '',
});

function KoreanPanel({ question, translation, onSaved }: { question: QuestionDto; translation: TranslationDto | undefined; onSaved: () => void }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(() => textsOf(question, translation));
  const save = useMutation({
    mutationFn: () => saveTranslation('ko', question.id, translation, draft),
    onSuccess: async () => {
      setEditing(false);
      onSaved();
      await queryClient.invalidateQueries({ queryKey: ['translations', 'ko'] });
    },
  });
  const shown = editing ? draft : textsOf(question, translation);
  const field = (label: string, value: string, onChange: (v: string) => void, rows = 2) =>
    editing ? (
      <textarea className="field-input" aria-label={`Korean ${label}`} rows={rows} value={value} onChange={(e) => onChange(e.target.value)} />
    ) : (
      <p lang="ko">{value || <em className="admin-muted">—</em>}</p>
    );

  return (
    <div className="translation-row">
      <section className="translation-english" aria-label="Original English">
        <h2>Original English</h2>
        <p>{question.questionText}</p>
        <ol type="A">
          {question.options.map((o) => (
            <li key={o.id}>{o.text}</li>
          ))}
        </ol>
        <p>{question.explanation}</p>
      </section>
      <section className="translation-target stack" aria-label="Korean translation">
        <h2>Korean</h2>
        {!translation && !editing && <p className="admin-muted">This question has no Korean translation yet.</p>}
        {(translation || editing) && (
          <>
            {field('question', shown.questionText, (v) => setDraft((d) => ({ ...d, questionText: v })))}
            <ol type="A">
              {question.options.map((o, i) => (
                <li key={o.id}>{field(`option ${String.fromCharCode(65 + i)}`, shown.options[i]?.text ?? '', (v) => setDraft((d) => ({ ...d, options: d.options.map((x) => (x.id === o.id ? { ...x, text: v } : x)) })), 1)}</li>
              ))}
            </ol>
            {field('explanation', shown.explanation, (v) => setDraft((d) => ({ ...d, explanation: v })), 4)}
          </>
        )}
        {save.isError && <Notice tone="error">{`${SAVE_FAILED} (${errorText(save.error)})`}</Notice>}
        <div className="button-row">
          {editing ? (
            <>
              <Button onClick={() => save.mutate()} disabled={save.isPending}>
                Save
              </Button>
              <Button
                variant="secondary"
                onClick={() => {
                  setDraft(textsOf(question, translation));
                  setEditing(false);
                  save.reset();
                }}
              >
                Cancel
              </Button>
            </>
          ) : (
            <Button onClick={() => setEditing(true)}>{translation ? 'Edit Translation' : 'Create Translation'}</Button>
          )}
        </div>
      </section>
    </div>
  );
}

export function KoreanPage() {
  const [version, setVersion] = useBank();
  const bankOptions = useBankOptions();
  const [selectedId, setSelectedId] = useState<number | undefined>();
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const questions = useQuery({ queryKey: ['questions', version], queryFn: () => adminQuestions(version) });
  const translations = useQuery({ queryKey: ['translations', 'ko', version], queryFn: () => koreanTranslations(version) });
  const byQuestion = useMemo(() => new Map((translations.data ?? []).map((t) => [t.questionId, t])), [translations.data]);

  useEffect(() => {
    if (savedAt === null) return;
    const timer = window.setTimeout(() => setSavedAt(null), SUCCESS_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [savedAt]);

  if (questions.isError || translations.isError) {
    return (
      <div className="korean-error" role="alert">
        <h1>Failed to load Korean translations</h1>
        <p>{errorText(questions.error ?? translations.error)}</p>
        <div>
          <Button variant="secondary" onClick={() => void Promise.all([questions.refetch(), translations.refetch()])}>
            Retry
          </Button>
        </div>
      </div>
    );
  }
  if (!questions.data || !translations.data) return <Spinner label="Loading" />;

  const all = questions.data;
  const current = all.find((q) => q.id === selectedId) ?? all[0];
  const translated = all.filter((q) => isTranslated(byQuestion.get(q.id))).length;

  return (
    <section className="stack">
      <PageHeader title="Korean Translation Editor" />
      {savedAt !== null && <Notice tone="success">Translation saved successfully.</Notice>}
      <TranslationStats total={all.length} translated={translated} />
      <div className="admin-filters">
        <SelectField label="Test" value={version} onChange={(e) => setVersion(e.target.value as TestVersion)} options={bankOptions} />
        <SelectField
          label="Question"
          value={current ? String(current.id) : ''}
          onChange={(e) => setSelectedId(Number(e.target.value))}
          options={all.map((q) => ({ value: String(q.id), label: `${q.officialNumber}. ${shorten(q.questionText, 60)}${isTranslated(byQuestion.get(q.id)) ? ' — Translated' : ''}` }))}
        />
        {current && isTranslated(byQuestion.get(current.id)) && <span className="badge">Translated</span>}
      </div>
      {current && <KoreanPanel key={current.id} question={current} translation={byQuestion.get(current.id)} onSaved={() => setSavedAt(Date.now())} />}
    </section>
  );
}

export { KoreanPage as Screen };
