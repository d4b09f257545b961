import { useState } from 'react';

/**
 * What the learner has typed and the device does not hold yet. Every other field shows what the
 * device holds, so answers another device brings in (a pull, when the learner keeps them on the
 * account) appear in the open form at once, and never overwrite a field the learner is typing in.
 * An edit is dropped once the device holds the same value (after a save, or a Forget).
 */
export function useAboutYouEdits(answers: Map<string, string>) {
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [heldAnswers, setHeldAnswers] = useState(answers);
  const stored = (field: string) => answers.get(field) ?? '';
  if (heldAnswers !== answers) {
    // The device's answers changed (a save, a Forget, a pull): drop the edits they now hold.
    setHeldAnswers(answers);
    // (Saving trims, as the device keeps it.)
    const pending = Object.entries(edits).filter(([field, value]) => value.trim().slice(0, 200) !== stored(field));
    if (pending.length !== Object.keys(edits).length) setEdits(Object.fromEntries(pending));
  }
  return {
    shown: (field: string) => edits[field] ?? stored(field),
    edit: (field: string, value: string) => setEdits({ ...edits, [field]: value }),
    editAll: (fields: ReadonlyArray<{ field: string }>, value: string) =>
      setEdits(Object.fromEntries(fields.map(({ field }) => [field, value]))),
  };
}
