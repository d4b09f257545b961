import './step-progress.css';

interface StepProgressProps {
  current: number;
  total: number;
  /** "Step 2 of 3" in the screen's own language (its namespace: sign-up also has French). */
  label: string;
  /** What this step is about, after the count. */
  title: string;
}

/**
 * Where a learner is in a short flow of steps (the welcome, sign-up): the count in words, the step's
 * name as the screen's heading, and a bar of one segment per step.
 */
export function StepProgress({ current, total, label, title }: StepProgressProps) {
  return (
    <div className="step-progress">
      <p className="step-progress-count" data-testid="step-progress">
        {label}
      </p>
      <ol className="step-progress-bar" aria-hidden="true">
        {Array.from({ length: total }, (_, index) => (
          <li key={index} className={index < current ? 'step-progress-done' : undefined} />
        ))}
      </ol>
      <h2 className="step-progress-title">{title}</h2>
    </div>
  );
}
