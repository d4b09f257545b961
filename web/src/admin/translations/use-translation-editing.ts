// The state of one side-by-side translation panel, the same in /admin/translations' editor and
// /admin/korean: viewing or editing, the draft, and where an auto-translated suggestion came from.
import { useState } from 'react';
import type { AutoTranslateAnswer, QuestionDto, TranslationDto, TranslationLanguage } from '@civics/sync-protocol';
import { useAutoTranslate } from './editor-controls';
import { useTranslationDraft } from './translation-draft';

export function useTranslationEditing(
  question: QuestionDto,
  translation: TranslationDto | undefined,
  language: TranslationLanguage,
) {
  const [editing, setEditing] = useState(false);
  const draft = useTranslationDraft(question, translation);
  const [sources, setSources] = useState<AutoTranslateAnswer['sources'] | null>(null);
  // A suggestion opens the form for review; only Save stores it.
  const autoTranslate = useAutoTranslate(question.id, language, (answer) => {
    draft.setDraft({ questionText: answer.questionText, options: answer.options, explanation: answer.explanation });
    setSources(answer.sources);
    setEditing(true);
  });
  /** Back to viewing once the draft is saved. */
  const close = () => {
    setEditing(false);
    setSources(null);
  };
  return {
    editing,
    draft,
    sources,
    autoTranslate,
    edit: () => setEditing(true),
    close,
    /** Cancel: back to viewing, and the draft back to the stored texts. */
    cancel: () => {
      draft.reset();
      close();
    },
  };
}
