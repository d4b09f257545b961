// The options of the test's open question: one radio each, lettered A, B, C..., in English (the
// test has no translation, as the officer's test has none).
import { useTranslation } from 'react-i18next';
import type { TestQuestion } from './question-set';

interface TestOptionsProps {
  current: TestQuestion;
  chosen: string | undefined;
  /** While the list is locked (the first second) the options show but do not take a choice. */
  locked: boolean;
  submitting: boolean;
  onChoose: (optionId: string) => void;
}

export function TestOptions({ current, chosen, locked, submitting, onChoose }: TestOptionsProps) {
  const { t } = useTranslation('test');
  const { question, options } = current;
  return (
    <fieldset className="test-options" disabled={submitting}>
      <legend className="visually-hidden">{t('optionsLabel')}</legend>
      {options.map((option, index) => (
        <label
          key={option.id}
          className={[
            'question-option question-choice test-option',
            chosen === option.id ? 'question-choice-selected' : '',
          ].join(' ')}
        >
          <input
            className="question-choice-input"
            type="radio"
            name={`q-${question.id}`}
            value={option.id}
            checked={chosen === option.id}
            disabled={locked}
            onChange={() => onChoose(option.id)}
          />
          <span className="question-choice-letter" aria-hidden="true">
            {String.fromCharCode(65 + index)}
          </span>
          <span lang="en">{option.text}</span>
        </label>
      ))}
    </fieldset>
  );
}
