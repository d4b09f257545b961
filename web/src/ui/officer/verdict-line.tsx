// What was given ("We heard: …") and the verdict, as the interview shows them.
import { Check, CircleDot, X } from 'lucide-react';
import type { Verdict } from '../../lib/answer-grading';
import { GivenLine } from '../spoken/given-line';
import type { GivenAnswer } from './answer-box';

const ICONS = { correct: Check, almost: CircleDot, wrong: X } as const;

export function VerdictLine({ answer, verdict, label }: { answer: GivenAnswer; verdict: Verdict; label: string }) {
  const Icon = ICONS[verdict];
  return (
    <div className={`spoken-feedback spoken-feedback-${verdict}`} data-testid="n400-feedback" data-verdict={verdict}>
      <GivenLine answer={answer} />
      <p className="interview-verdict n400-verdict" role="status">
        <Icon size={18} strokeWidth={3} aria-hidden="true" className="icon-inline" /> {label}
      </p>
    </div>
  );
}
