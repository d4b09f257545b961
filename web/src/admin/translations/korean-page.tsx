// /admin/korean (spec part 2 §2, §4, §8): stats, a question dropdown marking translated ones, the
// original English beside the Korean with Create/Edit Translation, Save and Cancel; a success
// banner for 3 s, an inline error on a failed save and a full-screen error when the data cannot load.
import { useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuestionDto, TranslationDto } from '@civics/sync-protocol';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { SelectField } from '../../ui/select-field';
import { Spinner } from '../../ui/spinner';
import { errorText } from '../lib/admin-api';
import { PageHeader } from '../ui/page-header';
import { EditorControls, neighbours } from './editor-controls';
import { shorten } from './question-picker';
import { SAVE_FAILED } from './side-by-side-editor';
import { ENGLISH_LABELS, SideBySide } from './side-by-side';
import { adminQuestions, isTranslated, koreanTranslations, saveTranslation } from './translation-api';
import { textsOf } from './translation-draft';
import { useTranslationEditing } from './use-translation-editing';
import { TranslationStats } from './translation-stats';
import { BankSelect } from './bank-select';
import { useBank } from './use-bank';
import './translations.css';

export const SUCCESS_BANNER_MS = 3000;

interface PanelProps {
  question: QuestionDto;
  translation: TranslationDto | undefined;
  onSaved: () => void;
  onPrevious: (() => void) | undefined;
  onNext: (() => void) | undefined;
}

function KoreanPanel({ question, translation, onSaved, onPrevious, onNext }: PanelProps) {
  const queryClient = useQueryClient();
  const panel = useTranslationEditing(question, translation, 'ko');
  const save = useMutation({
    mutationFn: () => saveTranslation('ko', question.id, translation, panel.draft.draft),
    onSuccess: async () => {
      panel.close();
      onSaved();
      await queryClient.invalidateQueries({ queryKey: ['translations', 'ko'] });
    },
  });
  return (
    <section className="card stack" aria-label={`Question ${question.officialNumber} in English and Korean`}>
      {!translation && !panel.editing && <p className="admin-muted">This question has no Korean translation yet.</p>}
      <SideBySide
        question={question}
        texts={textsOf(question, translation)}
        draft={panel.editing ? panel.draft : undefined}
        lang="ko"
        labels={ENGLISH_LABELS('Korean')}
        sources={panel.sources}
        idPrefix={`ko-${question.id}`}
      />
      {/* The Korean editor's own error banner (spec §8): inline, with the server's reason. */}
      {save.isError && <Notice tone="error">{`${SAVE_FAILED} (${errorText(save.error)})`}</Notice>}
      <EditorControls
        editing={panel.editing}
        onEdit={panel.edit}
        editLabel={translation ? 'Edit Translation' : 'Create Translation'}
        onSave={() => save.mutate()}
        saving={save.isPending}
        onCancel={() => {
          panel.cancel();
          save.reset();
        }}
        autoTranslate={panel.autoTranslate}
        onPrevious={onPrevious}
        onNext={onNext}
        translated={isTranslated(translation)}
      />
    </section>
  );
}

export function KoreanPage() {
  const [version, setVersion] = useBank();
  const [selectedId, setSelectedId] = useState<number | undefined>();
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const questions = useQuery({ queryKey: ['questions', version], queryFn: () => adminQuestions(version) });
  const translations = useQuery({
    queryKey: ['translations', 'ko', version],
    queryFn: () => koreanTranslations(version),
  });
  const byQuestion = useMemo(
    () => new Map((translations.data ?? []).map((t) => [t.questionId, t])),
    [translations.data],
  );

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
        <BankSelect
          version={version}
          onChange={(chosen) => {
            setVersion(chosen);
            setSelectedId(undefined);
          }}
        />
        <SelectField
          label="Question"
          value={current ? String(current.id) : ''}
          onChange={(e) => setSelectedId(Number(e.target.value))}
          options={all.map((q) => ({
            value: String(q.id),
            label: `${q.officialNumber}. ${shorten(q.questionText, 60)}${isTranslated(byQuestion.get(q.id)) ? ' — Translated' : ''}`,
          }))}
        />
      </div>
      {current && (
        <KoreanPanel
          key={current.id}
          question={current}
          translation={byQuestion.get(current.id)}
          onSaved={() => setSavedAt(Date.now())}
          {...neighbours(all, current.id, (q) => setSelectedId(q.id))}
        />
      )}
    </section>
  );
}

export { KoreanPage as Screen };
