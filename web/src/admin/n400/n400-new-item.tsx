// A new N-400 item of the kind on screen, entered field by field in the seed's shape (issue 32). The
// server makes its id as the seed does (Part and number, the term, or the next "about-aN") and puts
// it last; an item with the same number, term or question is refused (409) with the server's words.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { N400Kind } from '@civics/sync-protocol';
import { useState } from 'react';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Notice } from '../../ui/notice';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { TextAreaField } from '../content/text-area-field';
import { errorText } from '../lib/admin-api';
import { notifySuccess } from '../ui/notify';
import { SubmitForm } from '../ui/submit-form';
import { createN400Item, n400Key, type N400Record } from './n400-api';

interface FieldSpec {
  name: string;
  label: string;
  /** 'list': comma-separated, sent as a list. */
  type?: 'long' | 'list' | 'choice';
  choices?: string[];
  optional?: boolean;
  initial?: string;
}

const FIELDS: Record<N400Kind, FieldSpec[]> = {
  part9: [
    { name: 'part', label: 'Part of the form', type: 'choice', choices: ['9', '12'], initial: '9' },
    { name: 'number', label: 'Item number' },
    { name: 'stem', label: 'Stem ("Have you EVER ...")', optional: true },
    { name: 'text', label: 'Question', type: 'long' },
    { name: 'section', label: 'Section' },
    { name: 'expectedAnswer', label: 'What most applicants answer', type: 'choice', choices: ['no', 'yes', 'depends'] },
    { name: 'answerNote', label: 'Note', type: 'long', optional: true },
    { name: 'keyTerms', label: 'Key terms (comma-separated)', type: 'list' },
    { name: 'edition', label: 'Form edition', initial: '01/20/25' },
  ],
  vocabulary: [
    { name: 'term', label: 'Term' },
    { name: 'plainEnglish', label: 'Meaning in plain English', type: 'long' },
    { name: 'exampleAnswer', label: 'Example answer', type: 'long' },
    { name: 'appearsIn', label: 'Where it appears on the form (comma-separated)', type: 'list' },
  ],
  personal: [
    { name: 'question', label: "Officer's question", type: 'long' },
    { name: 'topic', label: 'Topic' },
    {
      name: 'answerKind',
      label: 'Kind of answer',
      type: 'choice',
      choices: ['yesno', 'free', 'place', 'date', 'number', 'name'],
    },
    { name: 'formReference', label: 'Form item it checks' },
    { name: 'sources', label: 'Sources (comma-separated)', type: 'list' },
  ],
};

const blank = (kind: N400Kind) =>
  Object.fromEntries(FIELDS[kind].map((f) => [f.name, f.initial ?? f.choices?.[0] ?? '']));

/** The record as the seed writes it: lists split on commas, empty optional fields left out. */
function recordOf(kind: N400Kind, values: Record<string, string>): N400Record {
  const entries = FIELDS[kind].flatMap((f): Array<[string, unknown]> => {
    const value = values[f.name]!.trim();
    if (f.type === 'list')
      return [
        [
          f.name,
          value
            .split(',')
            .map((v) => v.trim())
            .filter(Boolean),
        ],
      ];
    return f.optional && !value ? [] : [[f.name, value]];
  });
  return Object.fromEntries(entries) as unknown as N400Record;
}

export function N400NewItem({ kind, onCreated }: { kind: N400Kind; onCreated: (id: string) => void }) {
  const client = useQueryClient();
  const [values, setValues] = useState(() => blank(kind));
  const create = useMutation({
    mutationFn: () => createN400Item(kind, recordOf(kind, values)),
    onSuccess: async (item) => {
      notifySuccess('Item added', 'Learners get it with their next N-400 download.');
      await client.invalidateQueries({ queryKey: n400Key });
      setValues(blank(kind));
      onCreated(item.id);
    },
  });
  const set = (name: string, value: string) => setValues({ ...values, [name]: value });
  return (
    <Card title="Add an item">
      <SubmitForm onSubmit={() => create.mutate()}>
        {FIELDS[kind].map((f) =>
          f.type === 'choice' ? (
            <SelectField
              key={f.name}
              label={f.label}
              value={values[f.name]}
              options={f.choices!.map((value) => ({ value, label: value }))}
              onChange={(e) => set(f.name, e.target.value)}
            />
          ) : f.type === 'long' ? (
            <TextAreaField
              key={f.name}
              label={f.label}
              lang="en"
              rows={2}
              value={values[f.name]}
              hint={f.optional ? 'May be empty.' : undefined}
              onChange={(e) => set(f.name, e.target.value)}
            />
          ) : (
            <TextField
              key={f.name}
              label={f.label}
              lang="en"
              value={values[f.name]}
              hint={f.optional ? 'May be empty.' : undefined}
              onChange={(e) => set(f.name, e.target.value)}
            />
          ),
        )}
        {create.isError && <Notice tone="error">{`Not added: ${errorText(create.error)}`}</Notice>}
        <div className="button-row">
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Adding…' : 'Add item'}
          </Button>
        </div>
      </SubmitForm>
    </Card>
  );
}
