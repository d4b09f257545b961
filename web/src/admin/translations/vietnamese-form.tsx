// The Vietnamese editor's form (spec part 2 §5): the shared side-by-side layout and controls in
// Vietnamese. Question text required, every option needs text, explanation optional; a preview
// shows the text as learners will read it. Saving stays on the question.
import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import type { AutoTranslateAnswer, QuestionDto } from '@civics/sync-protocol';
import { Button } from '../../ui/button';
import { FieldMessage } from '../../ui/field-message';
import { toast } from '../../ui/toast-store';
import { errorText } from '../lib/admin-api';
import { EditorControls, useAutoTranslate, type ControlLabels } from './editor-controls';
import { SideBySide, type SideBySideLabels } from './side-by-side';
import { isTranslated, saveVietnamese, type TranslationTexts } from './translation-api';
import { textsOf, useTranslationDraft } from './translation-draft';

export const VI_MESSAGES = {
  questionText: 'Nội dung câu hỏi không được trống',
  options: 'Phải có ít nhất một đáp án',
  optionText: 'Nội dung đáp án không được trống',
};

const VI_LABELS: SideBySideLabels = {
  english: 'Tiếng Anh (bản gốc)',
  translation: 'Tiếng Việt',
  question: 'Câu hỏi',
  option: (letter) => `Đáp án ${letter}`,
  explanation: 'Giải thích',
  input: (row) => `${row} (tiếng Việt)`,
  empty: 'Chưa có bản dịch',
  correct: '(đáp án đúng)',
};

const VI_CONTROLS: ControlLabels = {
  save: 'Lưu',
  saving: 'Đang lưu…',
  cancel: 'Hủy',
  autoTranslate: 'Dịch tự động',
  translating: 'Đang dịch…',
  previous: 'Câu trước',
  next: 'Câu tiếp theo',
  translated: 'Đã có bản dịch',
  notTranslated: 'Chưa có bản dịch',
};

function validate(texts: TranslationTexts): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!texts.questionText.trim()) errors.questionText = VI_MESSAGES.questionText;
  if (texts.options.length === 0) errors.options = VI_MESSAGES.options;
  for (const option of texts.options) if (!option.text.trim()) errors[option.id] = VI_MESSAGES.optionText;
  return errors;
}

/** The translation as learners will read it: question, lettered options with the correct one marked, explanation. */
function VietnamesePreview({ question, texts }: { question: QuestionDto; texts: TranslationTexts }) {
  return (
    <div className="stack" aria-label="Xem trước">
      <p>
        <strong>{texts.questionText}</strong>
      </p>
      <ol type="A">
        {question.options.map((o, i) => (
          <li key={o.id}>
            {texts.options[i]?.text}
            {o.id === question.correctOptionId && (
              <Check size={14} strokeWidth={3} role="img" aria-label="Đáp án đúng" />
            )}
          </li>
        ))}
      </ol>
      <p>{texts.explanation}</p>
    </div>
  );
}

interface VietnameseFormProps {
  question: QuestionDto;
  onPrevious: (() => void) | undefined;
  onNext: (() => void) | undefined;
}

export function VietnameseForm({ question, onPrevious, onNext }: VietnameseFormProps) {
  const queryClient = useQueryClient();
  const draft = useTranslationDraft(question, question.translations?.vi);
  const texts = draft.draft;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState(false);
  const [sources, setSources] = useState<AutoTranslateAnswer['sources'] | null>(null);
  const form = useRef<HTMLElement>(null);
  // On a phone the form sits under the list: bring the chosen question into view.
  // (A block body: newer browsers answer scrollIntoView with a promise, which is no cleanup.)
  useEffect(() => {
    void form.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  const save = useMutation({
    mutationFn: () => saveVietnamese(question.id, texts),
    onSuccess: async (saved) => {
      draft.setDraft(textsOf(question, saved));
      setSources(null);
      toast({ title: 'Cập nhật thành công', description: `Đã lưu bản dịch câu ${question.officialNumber}.` });
      await queryClient.invalidateQueries({ queryKey: ['vi-questions'] });
    },
    // 'Failed to update Vietnamese translation: <the server's reason>' as the detail.
    onError: (error) => toast({ title: 'Cập nhật thất bại', description: errorText(error), variant: 'destructive' }),
  });

  const autoTranslate = useAutoTranslate(question.id, 'vi', (answer) => {
    draft.setDraft({ questionText: answer.questionText, options: answer.options, explanation: answer.explanation });
    setSources(answer.sources);
    setPreview(false);
  });

  const submit = () => {
    const found = validate(texts);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };

  return (
    <section ref={form} className="card stack" lang="vi" aria-label={`Sửa bản dịch câu ${question.officialNumber}`}>
      <div className="vi-form-head">
        <h2>Câu {question.officialNumber}</h2>
        <Button variant="secondary" aria-pressed={preview} onClick={() => setPreview((p) => !p)}>
          {preview ? 'Sửa' : 'Xem trước'}
        </Button>
      </div>
      {preview ? (
        <VietnamesePreview question={question} texts={texts} />
      ) : (
        <>
          {errors.options && <FieldMessage id={`vi-opts-${question.id}`} error={errors.options} />}
          <SideBySide
            question={question}
            texts={texts}
            draft={draft}
            lang="vi"
            labels={VI_LABELS}
            errors={errors}
            sources={sources}
            idPrefix={`vi-${question.id}`}
          />
        </>
      )}
      <EditorControls
        labels={VI_CONTROLS}
        editing
        onSave={submit}
        saving={save.isPending}
        autoTranslate={autoTranslate}
        onPrevious={onPrevious}
        onNext={onNext}
        translated={isTranslated(question.translations?.vi)}
      />
    </section>
  );
}
