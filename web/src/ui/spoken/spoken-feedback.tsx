// After a spoken (or typed, or self-marked) answer in study and review: what was heard, the
// verdict and every accepted answer (the explanation is the card's own).
import { Check, CircleDot, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GradableQuestion } from '../../lib/answer-grading';
import { AnswerNotes } from './answer-notes';
import { GivenLine } from './given-line';
import type { SpokenResult } from './spoken-result';
import './spoken.css';

const ICONS = { correct: Check, almost: CircleDot, wrong: X } as const;

export function SpokenFeedback({ question, result }: { question: GradableQuestion; result: SpokenResult }) {
  const { t } = useTranslation('speak');
  const { verdict } = result;
  const Icon = ICONS[verdict];
  return (
    <div className={`spoken-feedback spoken-feedback-${verdict}`} data-testid="spoken-feedback" data-verdict={verdict}>
      <GivenLine answer={result} />
      <p className="interview-verdict" role="status" data-reveal="verdict">
        <Icon size={18} strokeWidth={3} aria-hidden="true" className="icon-inline" /> {t(verdict)}
      </p>
      <AnswerNotes question={question} verdict={verdict} ns="speak" />
    </div>
  );
}
