// A labelled file picker for the admin's imports (questions, officials, N-400 items): it hands over
// the one file chosen, or null when the choice is cleared.
import { useId } from 'react';

interface FileFieldProps {
  label: string;
  /** The input's `accept`: file types and extensions. */
  accept: string;
  onFile: (file: File | null) => void;
}

export function FileField({ label, accept, onFile }: FileFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field-input"
        type="file"
        accept={accept}
        onChange={(e) => onFile(e.target.files?.[0] ?? null)}
      />
    </div>
  );
}
