// The one line above a question (issue 22) on study, incorrect review, Review and test: an optional
// back link (icon only), the counter, a thin progress bar and, when the screen has one, the time.
// Everything else (toggles, reads left) moves into the question card's own head line.
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { AppPath } from '../routes';
import './question-chrome.css';

interface QuestionChromeProps {
  current: number;
  total: number;
  /** The counter as shown ("1/5" unless a screen words it), and its spoken form "Question 1 of 5". */
  counterText?: string;
  counterLabel: string;
  /** The time left (already formatted, with its role=timer element), if the screen is timed. */
  time?: ReactNode;
  back?: { to: AppPath; label: string };
  /** Icon buttons at the start or end of the line (the running test's Home, Show/Hide and Logout). */
  lead?: ReactNode;
  trail?: ReactNode;
}

export function QuestionChrome({
  current,
  total,
  counterText,
  counterLabel,
  time,
  back,
  lead,
  trail,
}: QuestionChromeProps) {
  const shownCounter = counterText ?? `${current}/${total}`;
  return (
    <div className="question-chrome">
      {back && (
        <Link to={back.to} className="question-chrome-back" aria-label={back.label} title={back.label}>
          <ArrowLeft size={22} aria-hidden="true" />
        </Link>
      )}
      {lead}
      <p className="question-chrome-counter" aria-label={counterLabel}>
        {shownCounter}
      </p>
      {/* Decorative: the counter says the same in words. */}
      <span className="question-chrome-bar" aria-hidden="true">
        <span style={{ width: `${total > 0 ? Math.round((current / total) * 100) : 0}%` }} />
      </span>
      {time}
      {trail}
    </div>
  );
}
