// The one set of controls of the three translation editors: Edit (or Create) → Save / Cancel,
// Auto-Translate where the server has a translation service, Previous / Next question, and the
// question's status. Each editor passes its own words (the Vietnamese editor speaks Vietnamese).
import { useMutation, useQuery } from '@tanstack/react-query';
import type { AutoTranslateAnswer, TranslationLanguage } from '@civics/sync-protocol';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast-store';
import { errorText } from '../lib/admin-api';
import { autoTranslate, autoTranslateStatus } from './translation-api';

export interface ControlLabels {
  save: string;
  saving: string;
  cancel: string;
  autoTranslate: string;
  translating: string;
  previous: string;
  next: string;
  /** The question's status beside the buttons. */
  translated: string;
  notTranslated: string;
}

export const ENGLISH_CONTROLS: ControlLabels = {
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',
  autoTranslate: 'Auto-Translate',
  translating: 'Translating…',
  previous: 'Previous',
  next: 'Next',
  translated: 'Translated',
  notTranslated: 'Not translated yet',
};

export interface AutoTranslateControl {
  /** Only when the server has a translation service (issue 24). */
  offered: boolean;
  pending: boolean;
  run: () => void;
}

/** Asks the server for a suggestion; only Save stores it. One toast on failure, with what to do. */
export function useAutoTranslate(
  questionId: number,
  language: TranslationLanguage,
  onSuggestion: (answer: AutoTranslateAnswer) => void,
): AutoTranslateControl {
  const service = useQuery({
    queryKey: ['translations', 'auto-translate-status'],
    queryFn: autoTranslateStatus,
    staleTime: Infinity,
  });
  const suggest = useMutation({
    mutationFn: () => autoTranslate(questionId, language),
    onSuccess: (answer) => {
      onSuggestion(answer);
      toast({
        title: 'Translation Generated',
        description: 'The translation was automatically generated successfully.',
      });
    },
    // The spec's title and 'Failed to auto-translate: <the server's reason>', which says what to
    // do (configure TRANSLATE_URL, or try again when the service answers).
    onError: (error) => toast({ title: 'Translation Error', description: errorText(error), variant: 'destructive' }),
  });
  return { offered: service.data?.configured === true, pending: suggest.isPending, run: () => suggest.mutate() };
}

interface EditorControlsProps {
  labels?: ControlLabels;
  editing: boolean;
  /** Omitted where the editor is always editing (the Vietnamese editor). */
  onEdit?: () => void;
  editLabel?: string;
  onSave: () => void;
  saving: boolean;
  /** Omitted where there is nothing to cancel to. */
  onCancel?: () => void;
  autoTranslate: AutoTranslateControl;
  /** Undefined at the first / last question. */
  onPrevious: (() => void) | undefined;
  onNext: (() => void) | undefined;
  /** Whether the question already has a translation (its status). */
  translated: boolean;
}

export function EditorControls({
  labels = ENGLISH_CONTROLS,
  editing,
  onEdit,
  editLabel,
  onSave,
  saving,
  onCancel,
  autoTranslate,
  onPrevious,
  onNext,
  translated,
}: EditorControlsProps) {
  return (
    <div className="editor-controls">
      <div className="button-row">
        {editing || !onEdit ? (
          <>
            <Button onClick={onSave} disabled={saving}>
              {saving ? labels.saving : labels.save}
            </Button>
            {onCancel && (
              <Button variant="secondary" onClick={onCancel} disabled={saving}>
                {labels.cancel}
              </Button>
            )}
          </>
        ) : (
          <Button onClick={onEdit}>{editLabel}</Button>
        )}
        {autoTranslate.offered && (
          <Button variant="secondary" onClick={autoTranslate.run} disabled={autoTranslate.pending || saving}>
            {autoTranslate.pending ? labels.translating : labels.autoTranslate}
          </Button>
        )}
      </div>
      <div className="editor-controls-status">
        {translated ? (
          <span className="badge">{labels.translated}</span>
        ) : (
          <span className="admin-muted">{labels.notTranslated}</span>
        )}
      </div>
      <div className="button-row editor-controls-nav">
        <Button variant="secondary" disabled={!onPrevious} onClick={onPrevious}>
          {labels.previous}
        </Button>
        <Button variant="secondary" disabled={!onNext} onClick={onNext}>
          {labels.next}
        </Button>
      </div>
    </div>
  );
}

/** Previous / Next over a list of questions, undefined at its ends. */
export function neighbours<T extends { id: number }>(
  list: T[],
  currentId: number | undefined,
  select: (item: T) => void,
) {
  const index = list.findIndex((q) => q.id === currentId);
  const previous = index > 0 ? list[index - 1] : undefined;
  const next = index >= 0 ? list[index + 1] : undefined;
  return { onPrevious: previous && (() => select(previous)), onNext: next && (() => select(next)) };
}
