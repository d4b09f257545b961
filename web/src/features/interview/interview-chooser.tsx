// The mock interview's start card: the interview's format (the learner's test version or the 65/20
// test), for 65/20 each question in the learner's language first, the whole interview or the civics
// test alone, and Start once the device holds enough questions.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '../../lib/language-store';
import { VOICE_LANGS } from '../../speech/interview-voices';
import { speechEngine } from '../../speech/speech-engine';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { CheckboxField } from '../../ui/checkbox-field';
import { Notice } from '../../ui/notice';
import type { AnswerMode } from './interview-answer-input';
import type { InterviewFormat } from './interview-rules';
import { WholeInterviewScope } from './whole-interview-scope';

/** The learner's choices, kept by the page from one interview to the next. */
export function useInterviewChoices() {
  const [format, setFormat] = useState<InterviewFormat | null>(null);
  // Issue 32: the whole interview (oath, N-400, civics, reading, writing) or the civics test alone.
  const [whole, setWhole] = useState(false);
  // The way of answering stays as chosen from one interview to the next.
  const [mode, setMode] = useState<AnswerMode>('speak');
  const [readFirst, setReadFirst] = useState(false);
  const language = useLanguageStore((s) => s.language);
  const voiceLang = VOICE_LANGS[language];
  // A 65/20 learner may hear each question in their language first, where the device has that voice.
  const canReadFirst = !!voiceLang && speechEngine().hasVoice?.(voiceLang) !== false;
  return {
    format,
    setFormat,
    whole,
    setWhole,
    mode,
    setMode,
    readFirst,
    setReadFirst,
    language,
    voiceLang,
    canReadFirst,
  };
}

interface InterviewChooserProps {
  userId: number;
  choices: ReturnType<typeof useInterviewChoices>;
  formats: InterviewFormat[];
  chosen: InterviewFormat;
  /** The device holds enough questions of the chosen format to reach its pass mark. */
  enough: boolean;
  onStart: () => void;
}

export function InterviewChooser({ userId, choices, formats, chosen, enough, onStart }: InterviewChooserProps) {
  const { t } = useTranslation('interview');
  return (
    // The rows are the app's thumb-sized radio and checkbox rows (index.css), spaced as a stack.
    <Card className="stack interview-chooser">
      <p>{t('intro')}</p>
      <fieldset className="interview-formats">
        <legend>{t('formatLabel')}</legend>
        {formats.map((f) => (
          <label key={f} className="radio-option">
            <input
              type="radio"
              name="interview-format"
              value={f}
              checked={chosen === f}
              onChange={() => choices.setFormat(f)}
            />
            <span>{t(`format.${f}`)}</span>
          </label>
        ))}
      </fieldset>
      {chosen === '6520' && (
        <>
          <Notice>{t('rule6520')}</Notice>
          {choices.canReadFirst && (
            <CheckboxField
              label={t('readFirstInMyLanguage')}
              checked={choices.readFirst}
              onChange={(e) => choices.setReadFirst(e.target.checked)}
            />
          )}
        </>
      )}
      <CheckboxField
        label={t('whole.choice')}
        checked={choices.whole}
        onChange={(e) => choices.setWhole(e.target.checked)}
      />
      {choices.whole && <WholeInterviewScope userId={userId} language={choices.language} />}
      {!enough && <Notice>{t('notEnough')}</Notice>}
      <Button disabled={!enough} onClick={onStart}>
        {t('start')}
      </Button>
    </Card>
  );
}
