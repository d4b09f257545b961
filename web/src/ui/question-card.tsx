// The one way a civics question is drawn (study, test, review, incorrect review, listening and
// reading): a card with the question number and any actions on one line, the English question as
// the card's heading (with the translation beneath it in the learner's language), an optional hint,
// then whatever the screen puts under it (options, feedback, explanation).
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Volume2 } from 'lucide-react';
import './question-card.css';

interface QuestionCardProps {
  /** "Question 12", "Question 3 of 20" ... */
  number?: ReactNode;
  /** The English question, or a message in its place (a hidden question in test mode). */
  text: ReactNode;
  /**
   * The language of `text`: English unless it is a message (`textMuted`), which follows the page. The
   * page itself follows the interface language, so only the question is marked English (issue 34 item 8).
   */
  textLang?: string;
  /** A screen's own class on the question text, beside the card's. */
  textClassName?: string;
  /** Set when text is a message, not the question: drawn quieter. */
  textMuted?: boolean;
  /** The translation of the question, shown beneath it in the learner's language. */
  translation?: { text: string; lang: string } | null;
  /** Tapping the question reads it aloud; the hint says so. */
  onReadText?: () => void;
  /** Words under the question, e.g. "Tap the question to hear it". */
  hint?: ReactNode;
  /** Buttons and badges at the end of the number line (a speaker button, reads left ...). */
  actions?: ReactNode;
  /** Marks the question as the part being read right now (listening and reading practice). */
  highlighted?: boolean;
  headingId?: string;
  headingLevel?: 2 | 3;
  /** The list element when the cards form a list (results). */
  as?: 'section' | 'li' | 'article';
  className?: string;
  /** data-* attributes the screens' tests rely on. */
  textProps?: Record<`data-${string}`, string | boolean>;
  cardProps?: Record<`data-${string}`, string | boolean>;
  /**
   * Set when the learner moved to this question (Next, Previous, a swipe): the page starts at the top
   * and focus moves to the question, so keyboards and screen readers follow (issue 22).
   */
  focusOnShow?: boolean;
  children?: ReactNode;
}

export function QuestionCard(props: QuestionCardProps) {
  const generatedId = useId();
  const hintId = useId();
  const headingId = props.headingId ?? generatedId;
  const Heading = `h${props.headingLevel ?? 2}` as const;
  const Element = props.as ?? 'section';
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusOnShow = props.focusOnShow ?? false;
  useEffect(() => {
    if (!focusOnShow) return;
    window.scrollTo({ top: 0, behavior: 'instant' });
    headingRef.current?.focus({ preventScroll: true });
  }, [focusOnShow]);
  const textClass = [
    'question-card-text',
    props.textClassName,
    props.textMuted ? 'question-card-text-muted' : '',
    props.highlighted ? 'question-card-highlight' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    // The whole card (question and options) eases in when the learner moved to it (issue 22).
    <Element
      className={['card question-card', focusOnShow ? 'question-enter' : '', props.className].filter(Boolean).join(' ')}
      aria-labelledby={Element === 'li' ? undefined : headingId}
      {...props.cardProps}
    >
      {(props.number || props.actions) && (
        <div className="question-card-head">
          {props.number && <p className="question-card-number">{props.number}</p>}
          {props.actions}
        </div>
      )}
      <Heading
        id={headingId}
        ref={headingRef}
        tabIndex={focusOnShow ? -1 : undefined}
        lang={props.textLang ?? (props.textMuted ? undefined : 'en')}
        className={textClass}
        data-highlighted={props.highlighted}
        {...props.textProps}
      >
        {props.onReadText ? (
          <button
            type="button"
            className="question-card-read"
            onClick={props.onReadText}
            aria-describedby={props.hint ? hintId : undefined}
          >
            <Volume2 className="question-card-speaker" aria-hidden="true" focusable="false" size={24} />
            <span>{props.text}</span>
          </button>
        ) : (
          props.text
        )}
      </Heading>
      {props.translation && (
        <p className="question-card-translation" lang={props.translation.lang}>
          {props.translation.text}
        </p>
      )}
      {props.hint && (
        <p id={hintId} className="question-card-hint">
          {props.hint}
        </p>
      )}
      {props.children}
    </Element>
  );
}
