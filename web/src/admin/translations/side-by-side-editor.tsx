// English beside the translation for the question, each option and the explanation (spec part 2
// §2, §4): viewing → Edit → Save (back to viewing) or Cancel. Auto-Translate fills the form with a
// suggestion for review; only Save stores it. The parent remounts this with a new key when the
// question or language changes, which resets the edit state.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AutoTranslateAnswer, QuestionDto, SuggestionSource, TranslationDto, TranslationLanguage } from '@civics/sync-protocol';
import { toast } from '../../ui/toast-store';
import { Button } from '../../ui/button';
import { errorText } from '../lib/admin-api';
import { autoTranslate, autoTranslateStatus, LANGUAGE_NAMES, saveTranslation, type TranslationTexts } from './translation-api';

interface EditorProps {
  question: QuestionDto;
  translation: TranslationDto | undefined;
  language: TranslationLanguage;
}

const textsOf = (question: QuestionDto, translation: TranslationDto | undefined): TranslationTexts => ({
  questionText: translation?.questionText ?? '',
  options: question.options.map((o) => ({ id: o.id, text: translation?.options.find((t) => t.id === o.id)?.text ?? '' })),
  explanation: translation?.explanation ?? '',
});

const SOURCE_LABEL: Record<SuggestionSource, string> = { memory: 'from translation memory', machine: 'machine translation', empty: '' };

export function SideBySideEditor({ question, translation, language }: EditorProps) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<TranslationTexts>(() => textsOf(question, translation));
  const [sources, setSources] = useState<AutoTranslateAnswer['sources'] | null>(null);
  const name = LANGUAGE_NAMES[language];
  // Auto-Translate is offered only where the server has a translation service.
  const service = useQuery({ queryKey: ['translations', 'auto-translate-status'], queryFn: autoTranslateStatus, staleTime: Infinity });

  const save = useMutation({
    mutationFn: () => saveTranslation(language, question.id, translation, draft),
    onSuccess: async () => {
      toast({ title: 'Translation Saved', description: `The ${name} translation of question ${question.officialNumber} was saved.` });
      setEditing(false);
      setSources(null);
      await queryClient.invalidateQueries({ queryKey: ['translations'] });
    },
    // 'Failed to create translation: …' / 'Failed to update translation: …' with the server's reason.
    onError: (error) => toast({ title: 'Save Error', description: `Failed to save translation. Please try again. (${errorText(error)})`, variant: 'destructive' }),
  });

  const suggest = useMutation({
    mutationFn: () => autoTranslate(question.id, language),
    onSuccess: (answer) => {
      setDraft({ questionText: answer.questionText, options: answer.options, explanation: answer.explanation });
      setSources(answer.sources);
      setEditing(true);
      toast({ title: 'Translation Generated', description: 'The translation was automatically generated successfully.' });
    },
    // One toast: the spec's title and 'Failed to auto-translate: <the server's reason>', which says
    // what to do (configure TRANSLATE_URL, or try again when the service answers).
    onError: (error) => toast({ title: 'Translation Error', description: errorText(error), variant: 'destructive' }),
  });

  const cancel = () => {
    setDraft(textsOf(question, translation));
    setSources(null);
    setEditing(false);
  };

  const setOption = (id: string, text: string) => setDraft((d) => ({ ...d, options: d.options.map((o) => (o.id === id ? { ...o, text } : o)) }));
  const shown = editing ? draft : textsOf(question, translation);

  const row = (label: string, english: string, value: string, onChange: (text: string) => void, source?: SuggestionSource) => (
    <div className="translation-row" key={label}>
      <div className="translation-english">
        <span className="translation-label">{label}</span>
        <p lang="en">{english || '—'}</p>
      </div>
      <div className="translation-target">
        <span className="translation-label">
          {name} {source && SOURCE_LABEL[source] && <em className="admin-muted">({SOURCE_LABEL[source]})</em>}
        </span>
        {editing ? (
          <textarea className="field-input" aria-label={`${name} ${label.toLowerCase()}`} value={value} rows={label === 'Explanation' ? 4 : 2} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <p lang={language}>{value || <em className="admin-muted">No translation yet</em>}</p>
        )}
      </div>
    </div>
  );

  return (
    <section className="card stack" aria-label={`Question ${question.officialNumber} in English and ${name}`}>
      <div className="translation-rows">
        {row('Question', question.questionText, shown.questionText, (text) => setDraft((d) => ({ ...d, questionText: text })), sources?.questionText)}
        {question.options.map((option, i) =>
          row(`Option ${String.fromCharCode(65 + i)}`, option.text + (option.id === question.correctOptionId ? ' (correct)' : ''), shown.options[i]?.text ?? '', (text) => setOption(option.id, text), sources?.options[option.id]),
        )}
        {row('Explanation', question.explanation, shown.explanation, (text) => setDraft((d) => ({ ...d, explanation: text })), sources?.explanation)}
      </div>
      <div className="button-row">
        {editing ? (
          <>
            <Button onClick={() => save.mutate()} disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save'}
            </Button>
            <Button variant="secondary" onClick={cancel} disabled={save.isPending}>
              Cancel
            </Button>
          </>
        ) : (
          <Button onClick={() => setEditing(true)}>Edit</Button>
        )}
        {service.data?.configured && (
          <Button variant="secondary" onClick={() => suggest.mutate()} disabled={suggest.isPending || save.isPending}>
            {suggest.isPending ? 'Translating…' : 'Auto-Translate'}
          </Button>
        )}
      </div>
    </section>
  );
}
