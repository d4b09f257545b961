// The Vietnamese editor's form (spec part 2 §5): question text required, every option needs
// text, explanation optional; a preview shows the text as learners will read it. Saving stays
// on the question.
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import type { QuestionDto } from '@civics/sync-protocol';
import { Button } from '../../ui/button';
import { FieldMessage } from '../../ui/field-message';
import { toast } from '../../ui/toast-store';
import { errorText } from '../lib/admin-api';
import { saveVietnamese, type TranslationTexts } from './translation-api';

export const VI_MESSAGES = {
  questionText: 'Nội dung câu hỏi không được trống',
  options: 'Phải có ít nhất một đáp án',
  optionText: 'Nội dung đáp án không được trống',
};

const initial = (question: QuestionDto): TranslationTexts => {
  const vi = question.translations?.vi;
  return {
    questionText: vi?.questionText ?? '',
    options: question.options.map((o) => ({ id: o.id, text: vi?.options.find((t) => t.id === o.id)?.text ?? '' })),
    explanation: vi?.explanation ?? '',
  };
};

function validate(texts: TranslationTexts): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!texts.questionText.trim()) errors.questionText = VI_MESSAGES.questionText;
  if (texts.options.length === 0) errors.options = VI_MESSAGES.options;
  for (const option of texts.options) if (!option.text.trim()) errors[option.id] = VI_MESSAGES.optionText;
  return errors;
}

export function VietnameseForm({ question }: { question: QuestionDto }) {
  const queryClient = useQueryClient();
  const [texts, setTexts] = useState(() => initial(question));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState(false);

  const save = useMutation({
    mutationFn: () => saveVietnamese(question.id, texts),
    onSuccess: async (saved) => {
      setTexts({ questionText: saved.questionText, options: question.options.map((o) => saved.options.find((s) => s.id === o.id) ?? { id: o.id, text: '' }), explanation: saved.explanation });
      toast({ title: 'Cập nhật thành công', description: `Đã lưu bản dịch câu ${question.officialNumber}.` });
      await queryClient.invalidateQueries({ queryKey: ['vi-questions'] });
    },
    onError: (error) => toast({ title: 'Cập nhật thất bại', description: errorText(error), variant: 'destructive' }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(texts);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };

  return (
    <form className="card stack" onSubmit={submit} noValidate lang="vi" aria-label={`Sửa bản dịch câu ${question.officialNumber}`}>
      <h2>
        Câu {question.officialNumber}: <span lang="en">{question.questionText}</span>
      </h2>
      <Button variant="secondary" aria-pressed={preview} onClick={() => setPreview((p) => !p)}>
        {preview ? 'Sửa' : 'Xem trước'}
      </Button>
      {preview ? (
        <div className="stack" aria-label="Xem trước">
          <p>
            <strong>{texts.questionText}</strong>
          </p>
          <ol type="A">
            {question.options.map((o, i) => (
              <li key={o.id}>
                {texts.options[i]?.text}
                {o.id === question.correctOptionId && <Check size={14} strokeWidth={3} role="img" aria-label="Đáp án đúng" />}
              </li>
            ))}
          </ol>
          <p>{texts.explanation}</p>
        </div>
      ) : (
        <>
          <div className="field">
            <label className="field-label" htmlFor={`vi-q-${question.id}`}>
              Câu hỏi (tiếng Việt)
            </label>
            <textarea id={`vi-q-${question.id}`} className="field-input" rows={2} value={texts.questionText} aria-invalid={!!errors.questionText || undefined} aria-describedby={errors.questionText ? `vi-q-${question.id}-msg` : undefined} onChange={(e) => setTexts((t) => ({ ...t, questionText: e.target.value }))} />
            <FieldMessage id={`vi-q-${question.id}-msg`} error={errors.questionText} />
          </div>
          {errors.options && <FieldMessage id={`vi-opts-${question.id}`} error={errors.options} />}
          {question.options.map((option, i) => (
            <div className="field" key={option.id}>
              <label className="field-label" htmlFor={`vi-${question.id}-${option.id}`}>
                Đáp án {String.fromCharCode(65 + i)} <span lang="en">({option.text})</span>
              </label>
              <input
                id={`vi-${question.id}-${option.id}`}
                className="field-input"
                value={texts.options[i]?.text ?? ''}
                aria-invalid={!!errors[option.id] || undefined}
                aria-describedby={errors[option.id] ? `vi-${question.id}-${option.id}-msg` : undefined}
                onChange={(e) => setTexts((t) => ({ ...t, options: t.options.map((o) => (o.id === option.id ? { ...o, text: e.target.value } : o)) }))}
              />
              <FieldMessage id={`vi-${question.id}-${option.id}-msg`} error={errors[option.id]} />
            </div>
          ))}
          <div className="field">
            <label className="field-label" htmlFor={`vi-e-${question.id}`}>
              Giải thích
            </label>
            <textarea id={`vi-e-${question.id}`} className="field-input" rows={4} value={texts.explanation} onChange={(e) => setTexts((t) => ({ ...t, explanation: e.target.value }))} />
          </div>
        </>
      )}
      <div className="button-row">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Đang lưu…' : 'Lưu'}
        </Button>
      </div>
    </form>
  );
}
