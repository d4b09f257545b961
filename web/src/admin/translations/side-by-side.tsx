// The one layout of the three translation editors (spec part 2 §2, §4): the English question, each
// option and the explanation on the left, the translation beside it on the right; below ~700 px
// each English text sits above its translation. With a draft the right side is editable.
import type { AutoTranslateAnswer, QuestionDto, SuggestionSource } from '@civics/sync-protocol';
import { FieldMessage } from '../../ui/field-message';
import type { TranslationTexts } from './translation-api';
import type { TranslationDraft } from './translation-draft';

export interface SideBySideLabels {
  /** Column headings: 'Original English' and the translation's language. */
  english: string;
  translation: string;
  question: string;
  option: (letter: string) => string;
  explanation: string;
  /** The accessible name of a row's input, from its row label. */
  input: (rowLabel: string) => string;
  /** Shown where a text has no translation yet. */
  empty: string;
  correct: string;
}

export const ENGLISH_LABELS = (languageName: string): SideBySideLabels => ({
  english: 'Original English',
  translation: languageName,
  question: 'Question',
  option: (letter) => `Option ${letter}`,
  explanation: 'Explanation',
  input: (row) => `${languageName} ${row.toLowerCase()}`,
  empty: 'No translation yet',
  correct: '(correct)',
});

const SOURCE_LABEL: Record<SuggestionSource, string> = {
  memory: 'from translation memory',
  machine: 'machine translation',
  empty: '',
};

interface SideBySideProps {
  question: QuestionDto;
  /** The translation shown when not editing. */
  texts: TranslationTexts;
  /** Present while editing: the right side becomes inputs bound to it. */
  draft?: TranslationDraft;
  lang: string;
  labels: SideBySideLabels;
  /** Field errors keyed questionText, an option id or explanation. */
  errors?: Record<string, string>;
  /** Where an Auto-Translate suggestion came from, per text. */
  sources?: AutoTranslateAnswer['sources'] | null;
  idPrefix: string;
}

interface Row {
  key: string;
  label: string;
  english: string;
  value: string;
  onChange: (text: string) => void;
  lines: number;
  source?: SuggestionSource;
}

/** Tall enough for the text it holds (about 45 characters a line), within reason. */
const linesFor = (row: Row) => Math.min(12, Math.max(row.lines, Math.ceil(row.value.length / 45)));

export function SideBySide({ question, texts, draft, lang, labels, errors = {}, sources, idPrefix }: SideBySideProps) {
  const shown = draft ? draft.draft : texts;
  const noop = () => undefined;
  const rows: Row[] = [
    {
      key: 'questionText',
      label: labels.question,
      english: question.questionText,
      value: shown.questionText,
      onChange: draft?.setQuestionText ?? noop,
      lines: 2,
      source: sources?.questionText,
    },
    ...question.options.map((option, i) => ({
      key: option.id,
      label: labels.option(String.fromCharCode(65 + i)),
      english: option.id === question.correctOptionId ? `${option.text} ${labels.correct}` : option.text,
      value: shown.options[i]?.text ?? '',
      onChange: (text: string) => (draft ? draft.setOption(option.id, text) : undefined),
      lines: 1,
      source: sources?.options[option.id],
    })),
    {
      key: 'explanation',
      label: labels.explanation,
      english: question.explanation,
      value: shown.explanation,
      onChange: draft?.setExplanation ?? noop,
      lines: 4,
      source: sources?.explanation,
    },
  ];

  return (
    <div className="side-by-side">
      <div className="side-by-side-heads">
        <h2 lang="en">{labels.english}</h2>
        <h2>{labels.translation}</h2>
      </div>
      {rows.map((row) => {
        const id = `${idPrefix}-${row.key}`;
        const error = errors[row.key];
        return (
          <div className="side-by-side-row" key={row.key}>
            <div className="side-by-side-english">
              <span className="translation-label">{row.label}</span>
              <p lang="en">{row.english || '—'}</p>
            </div>
            <div className="side-by-side-target">
              <span className="translation-label">
                {labels.translation}{' '}
                {row.source && SOURCE_LABEL[row.source] && (
                  <em className="admin-muted">({SOURCE_LABEL[row.source]})</em>
                )}
              </span>
              {draft ? (
                <>
                  <textarea
                    id={id}
                    className="field-input"
                    lang={lang}
                    aria-label={labels.input(row.label)}
                    rows={linesFor(row)}
                    value={row.value}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-msg` : undefined}
                    onChange={(e) => row.onChange(e.target.value)}
                  />
                  <FieldMessage id={`${id}-msg`} error={error} />
                </>
              ) : (
                <p lang={lang}>{row.value || <em className="admin-muted">{labels.empty}</em>}</p>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
