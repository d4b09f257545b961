// The two drills of the English test practice: read a sentence aloud (hear it on tap), and write
// a dictated sentence (checked word by word). Speech goes through the shared speech module.
import { Check, Volume2, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { speakText, stopSpeaking } from '../../speech/speak-sequence';
import { isSpeechAvailable } from '../../speech/speech-engine';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { toast } from '../../ui/toast-store';
import { checkWriting, type WordResult } from '../../lib/english/check-writing';
import { READING_SENTENCES, WRITING_SENTENCES } from '../../lib/english/english-sentences';

function useSpeak() {
  const { t } = useTranslation('reading');
  useEffect(() => () => stopSpeaking(), []);
  return (text: string) => {
    if (!isSpeechAvailable()) {
      toast({ title: t('english.speechUnavailable'), variant: 'destructive' });
      return;
    }
    speakText(text);
  };
}

export function ReadingDrill() {
  const { t } = useTranslation('reading');
  const speak = useSpeak();
  const [index, setIndex] = useState(0);
  const sentence = READING_SENTENCES[index]!;
  return (
    <div className="stack">
      <p>{t('english.readingHint')}</p>
      <p className="field-hint">
        {t('english.sentenceCounter', { current: index + 1, total: READING_SENTENCES.length })}
      </p>
      <p className="practice-question" lang="en">
        {sentence}
      </p>
      <div className="button-row">
        <Button variant="secondary" onClick={() => speak(sentence)}>
          <Volume2 size={20} aria-hidden="true" /> {t('english.listen')}
        </Button>
        <Button onClick={() => setIndex((index + 1) % READING_SENTENCES.length)}>{t('english.next')}</Button>
      </div>
    </div>
  );
}

function WordLine({ result }: { result: WordResult }) {
  const { t } = useTranslation('reading');
  const ok = result.kind === 'right';
  return (
    <li className={['practice-option', ok ? 'practice-option-correct' : 'answer-item-wrong'].join(' ')}>
      {ok ? (
        <Check size={18} strokeWidth={3} aria-hidden="true" className="icon-inline" />
      ) : (
        <X size={18} strokeWidth={3} aria-hidden="true" className="icon-inline" />
      )}{' '}
      {t(`english.word_${result.kind}`, {
        expected: 'expected' in result ? result.expected : '',
        typed: 'typed' in result ? result.typed : '',
      })}
    </li>
  );
}

export function WritingDrill() {
  const { t } = useTranslation('reading');
  const speak = useSpeak();
  const inputId = useId();
  const [index, setIndex] = useState(0);
  const [typed, setTyped] = useState('');
  const [result, setResult] = useState<ReturnType<typeof checkWriting> | null>(null);
  const sentence = WRITING_SENTENCES[index]!;
  const next = () => {
    setIndex((index + 1) % WRITING_SENTENCES.length);
    setTyped('');
    setResult(null);
  };
  return (
    <div className="stack">
      <p>{t('english.writingHint')}</p>
      <p className="field-hint">
        {t('english.sentenceCounter', { current: index + 1, total: WRITING_SENTENCES.length })}
      </p>
      <Button variant="secondary" onClick={() => speak(sentence)}>
        <Volume2 size={20} aria-hidden="true" /> {t('english.play')}
      </Button>
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          setResult(checkWriting(sentence, typed));
        }}
      >
        <div className="field">
          <label htmlFor={inputId} className="field-label">
            {t('english.typed')}
          </label>
          <input
            id={inputId}
            className="field-input"
            lang="en"
            autoCapitalize="sentences"
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <div className="button-row">
          <Button type="submit" disabled={typed.trim() === ''}>
            {t('english.check')}
          </Button>
          <Button variant="secondary" onClick={next}>
            {t('english.next')}
          </Button>
        </div>
      </form>
      {result &&
        (result.correct ? (
          <Notice tone="success">{t('english.correct')}</Notice>
        ) : (
          <div className="stack">
            <Notice tone="error">{t('english.notCorrect')}</Notice>
            <ul className="practice-options">
              {result.words.map((word, i) => (
                <WordLine key={i} result={word} />
              ))}
            </ul>
            <p lang="en">{t('english.expectedSentence', { sentence })}</p>
          </div>
        ))}
    </div>
  );
}
