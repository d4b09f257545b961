// /admin/translations' editor of one question in one language (spec part 2 §2, §4): viewing →
// Edit → Save (back to viewing) or Cancel; Auto-Translate fills the form with a suggestion for
// review, only Save stores it. Toasts: 'Translation Saved' / 'Save Error' with the server's reason.
// The parent remounts this with a new key when the question or language changes, which resets it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuestionDto, TranslationDto, TranslationLanguage } from '@civics/sync-protocol';
import { toast } from '../../ui/toast-store';
import { errorText } from '../lib/admin-api';
import { EditorControls } from './editor-controls';
import { ENGLISH_LABELS, SideBySide } from './side-by-side';
import { isTranslated, LANGUAGE_NAMES, saveTranslation } from './translation-api';
import { textsOf } from './translation-draft';
import { useTranslationEditing } from './use-translation-editing';

interface EditorProps {
  question: QuestionDto;
  translation: TranslationDto | undefined;
  language: TranslationLanguage;
  onPrevious: (() => void) | undefined;
  onNext: (() => void) | undefined;
}

export const SAVE_FAILED = 'Failed to save translation. Please try again.';

export function SideBySideEditor({ question, translation, language, onPrevious, onNext }: EditorProps) {
  const queryClient = useQueryClient();
  const panel = useTranslationEditing(question, translation, language);
  const name = LANGUAGE_NAMES[language];

  const save = useMutation({
    mutationFn: () => saveTranslation(language, question.id, translation, panel.draft.draft),
    onSuccess: async () => {
      toast({
        title: 'Translation Saved',
        description: `The ${name} translation of question ${question.officialNumber} was saved.`,
      });
      panel.close();
      await queryClient.invalidateQueries({ queryKey: ['translations'] });
    },
    // 'Failed to create translation: …' / 'Failed to update translation: …' with the server's reason.
    onError: (error) =>
      toast({ title: 'Save Error', description: `${SAVE_FAILED} (${errorText(error)})`, variant: 'destructive' }),
  });

  return (
    <section className="card stack" aria-label={`Question ${question.officialNumber} in English and ${name}`}>
      <SideBySide
        question={question}
        texts={textsOf(question, translation)}
        draft={panel.editing ? panel.draft : undefined}
        lang={language}
        labels={ENGLISH_LABELS(name)}
        sources={panel.sources}
        idPrefix={`tr-${language}-${question.id}`}
      />
      <EditorControls
        editing={panel.editing}
        onEdit={panel.edit}
        editLabel="Edit"
        onSave={() => save.mutate()}
        saving={save.isPending}
        onCancel={panel.cancel}
        autoTranslate={panel.autoTranslate}
        onPrevious={onPrevious}
        onNext={onNext}
        translated={isTranslated(translation)}
      />
    </section>
  );
}
