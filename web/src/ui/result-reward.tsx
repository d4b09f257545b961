// Motion and reward on the results screens (issue 22): a short celebration for a perfect batch or a
// passed test, and "Almost — here is why" for a near miss, with the missed questions and why the
// right answer is right. Text comes from the screen (its own namespace); the animation is CSS only
// and stays still when the learner asked for less motion.
import { PartyPopper, Lightbulb } from 'lucide-react';
import './result-reward.css';

export function Celebration({ title, text }: { title: string; text: string }) {
  return (
    <div className="reward reward-celebrate" role="status" data-testid="reward-celebration">
      <p className="reward-head">
        {/* Decorative sparks around the icon. */}
        <span className="reward-burst" aria-hidden="true">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <span key={i} className="reward-spark" style={{ ['--spark' as string]: i }} />
          ))}
          <PartyPopper size={28} className="reward-icon" />
        </span>
        <span className="reward-title">{title}</span>
      </p>
      <p>{text}</p>
    </div>
  );
}

export interface MissedItem {
  id: number | string;
  question: string;
  answer: string;
  explanation: string;
}

export function NearMiss({
  title,
  text,
  items,
  answerLabel,
}: {
  title: string;
  text: string;
  items: MissedItem[];
  answerLabel: string;
}) {
  return (
    <section className="reward reward-almost" aria-labelledby="reward-almost-title" data-testid="reward-near-miss">
      <h2 id="reward-almost-title" className="reward-head">
        <Lightbulb size={26} className="reward-icon" aria-hidden="true" />
        <span className="reward-title">{title}</span>
      </h2>
      <p>{text}</p>
      <ul className="reward-missed">
        {items.map((item) => (
          <li key={item.id}>
            <p className="reward-missed-question">{item.question}</p>
            <p>
              {answerLabel}: <strong>{item.answer}</strong>
            </p>
            {item.explanation && <p>{item.explanation}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
