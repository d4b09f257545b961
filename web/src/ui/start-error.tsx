import { Notice } from './notice';

/** A mode that cannot start (spec part 1 §8: 'Error starting study mode' / 'Error starting test mode'), with why. */
export function StartError({ title, text }: { title: string; text: string }) {
  return (
    <Notice tone="error">
      <strong className="start-error-title">{title}</strong>
      <br />
      {text}
    </Notice>
  );
}
