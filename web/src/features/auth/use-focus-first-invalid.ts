import { useEffect, useRef, useState } from 'react';

/**
 * After a refused submit, takes the learner to the first field to fix: on a phone the message may
 * be far below the button, and a screen reader then reads that field's message.
 */
export function useFocusFirstInvalid() {
  const formRef = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  return { formRef, focusFirstInvalid: () => setAttempt((n) => n + 1) };
}
