/**
 * The hint or error under an input, linked to it with aria-describedby. Not a live region: a long
 * form with ten errors would otherwise read all ten at once; the form moves focus to the first
 * invalid field instead, and the screen reader reads its message with it.
 */
export function FieldMessage({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  if (error)
    return (
      <p id={id} className="field-error">
        {error}
      </p>
    );
  if (hint)
    return (
      <p id={id} className="field-hint">
        {hint}
      </p>
    );
  return null;
}
