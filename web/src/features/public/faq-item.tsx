import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';

/** One question of the FAQ: a disclosure button (Enter or Space opens it) and its answer. */
export function FaqItem({ question, answer }: { question: string; answer: string }) {
  const [open, setOpen] = useState(false);
  const answerId = useId();
  return (
    <li>
      <h4>
        <button
          type="button"
          className="faq-question"
          aria-expanded={open}
          aria-controls={answerId}
          onClick={() => setOpen(!open)}
        >
          <span>{question}</span>
          <ChevronDown aria-hidden="true" size={20} />
        </button>
      </h4>
      <div id={answerId} className="faq-answer" hidden={!open}>
        <p>{answer}</p>
      </div>
    </li>
  );
}
