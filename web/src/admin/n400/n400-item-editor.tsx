// One N-400 item: its English (and whether learners see it), then one language's translation with
// "Reviewed by a person" (issue 32). Saved apart, each with its own button; the list refreshes.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  N400_EDITABLE_FIELDS,
  N400_OPTIONAL_FIELDS,
  N400_TRANSLATED_FIELDS,
  type N400AdminItemDto,
} from '@civics/sync-protocol';
import { useState } from 'react';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { SelectField } from '../../ui/select-field';
import { TextAreaField } from '../content/text-area-field';
import { notifyError, notifySuccess } from '../ui/notify';
import { SubmitForm } from '../ui/submit-form';
import { n400Key, saveN400Translation, updateN400Item } from './n400-api';

const LANGUAGES = [
  { value: 'vi', label: 'Vietnamese' },
  { value: 'ko', label: 'Korean' },
  { value: 'zh', label: 'Chinese (Simplified)' },
  { value: 'zh-TW', label: 'Chinese (Traditional)' },
  { value: 'es', label: 'Spanish' },
];
const FIELD_LABELS: Record<string, string> = {
  stem: 'Stem ("Have you EVER ...")',
  text: 'Question',
  expectedAnswer: 'What most applicants answer',
  answerNote: 'Note',
  term: 'Term',
  plainEnglish: 'Meaning in plain English',
  exampleAnswer: 'Example answer',
  question: "Officer's question",
};

function EnglishForm({ item }: { item: N400AdminItemDto }) {
  const client = useQueryClient();
  const [fields, setFields] = useState(() => ({ ...item.fields }));
  const [shown, setShown] = useState(item.isActive);
  const save = useMutation({
    mutationFn: () => updateN400Item(item.kind, item.id, { fields, isActive: shown }),
    onSuccess: () => {
      notifySuccess('Saved', 'Learners get it with their next N-400 download.');
      void client.invalidateQueries({ queryKey: n400Key });
    },
    onError: (error) => notifyError(error, 'Not saved'),
  });
  return (
    <SubmitForm onSubmit={() => save.mutate()}>
      {N400_EDITABLE_FIELDS[item.kind].map((field) =>
        field === 'expectedAnswer' ? (
          <SelectField
            key={field}
            label={FIELD_LABELS[field]!}
            value={fields[field] ?? 'no'}
            options={['no', 'yes', 'depends'].map((value) => ({ value, label: value }))}
            onChange={(e) => setFields({ ...fields, [field]: e.target.value })}
          />
        ) : (
          <TextAreaField
            key={field}
            label={FIELD_LABELS[field] ?? field}
            lang="en"
            rows={field === 'text' || field === 'plainEnglish' ? 3 : 2}
            value={fields[field] ?? ''}
            hint={N400_OPTIONAL_FIELDS.includes(field) ? 'May be empty.' : undefined}
            onChange={(e) =>
              setFields({
                ...fields,
                [field]: e.target.value === '' && N400_OPTIONAL_FIELDS.includes(field) ? null : e.target.value,
              })
            }
          />
        ),
      )}
      <label className="checkbox-field">
        <input type="checkbox" checked={shown} onChange={(e) => setShown(e.target.checked)} /> Shown to learners
      </label>
      <div>
        <Button type="submit" disabled={save.isPending}>
          Save the English
        </Button>
      </div>
    </SubmitForm>
  );
}

function TranslationForm({ item }: { item: N400AdminItemDto }) {
  const client = useQueryClient();
  const [language, setLanguage] = useState('vi');
  const stored = item.translations[language];
  const [draft, setDraft] = useState<{ language: string; fields: Record<string, string>; reviewed: boolean } | null>(
    null,
  );
  const current =
    draft?.language === language
      ? draft
      : { language, fields: stored?.fields ?? {}, reviewed: stored?.reviewed ?? false };
  const save = useMutation({
    mutationFn: () =>
      saveN400Translation(item.kind, item.id, language, {
        // Empty optional fields are left out: the learner then sees the English for them.
        fields: Object.fromEntries(Object.entries(current.fields).filter(([, v]) => v.trim() !== '')),
        reviewed: current.reviewed,
      }),
    onSuccess: () => {
      notifySuccess(current.reviewed ? 'Translation saved and marked reviewed' : 'Translation saved');
      setDraft(null);
      void client.invalidateQueries({ queryKey: n400Key });
    },
    onError: (error) => notifyError(error, 'Not saved'),
  });
  return (
    <SubmitForm onSubmit={() => save.mutate()}>
      <SelectField
        label="Language"
        value={language}
        options={LANGUAGES}
        onChange={(e) => {
          setLanguage(e.target.value);
          setDraft(null);
        }}
      />
      <p className="admin-muted" data-testid="n400-translation-state">
        {!stored
          ? 'No translation yet: learners see the English only.'
          : stored.reviewed
            ? `Reviewed (${stored.translatedBy}).`
            : `Not yet reviewed: learners see "Not yet reviewed" beside it (${stored.translatedBy}).`}
      </p>
      {N400_TRANSLATED_FIELDS[item.kind].map((field) => (
        <TextAreaField
          key={field}
          label={FIELD_LABELS[field] ?? field}
          lang={language}
          rows={2}
          value={current.fields[field] ?? ''}
          onChange={(e) =>
            setDraft({ ...current, fields: { ...current.fields, [field]: e.target.value }, reviewed: current.reviewed })
          }
        />
      ))}
      <label className="checkbox-field">
        <input
          type="checkbox"
          checked={current.reviewed}
          onChange={(e) => setDraft({ ...current, reviewed: e.target.checked })}
        />{' '}
        Reviewed by a person: the translation is right
      </label>
      <div>
        <Button type="submit" disabled={save.isPending}>
          Save the translation
        </Button>
      </div>
    </SubmitForm>
  );
}

export function N400ItemEditor({ item }: { item: N400AdminItemDto }) {
  return (
    <Card title={`${item.label}${item.legacy ? ' (older edition: words only)' : ''}`} data-testid="n400-editor">
      <div className="stack">
        <p className="admin-muted">{item.source}</p>
        <EnglishForm key={`en-${item.id}`} item={item} />
        <h3>Translation</h3>
        <TranslationForm key={`tr-${item.id}`} item={item} />
      </div>
    </Card>
  );
}
