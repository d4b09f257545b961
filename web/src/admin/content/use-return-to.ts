// Back in a list after its editor closes (Cancel, Save), the admin finds the row they left: the
// control the editor was opened from comes to the middle of the screen, focused.
import { useCallback } from 'react';

/** A ref for that control: given to it only while it is the one to return to. */
export function useReturnTo<T extends HTMLElement>() {
  return useCallback((element: T | null) => {
    if (!element) return;
    // A block body: newer browsers answer scrollIntoView with a promise, which is no value to return.
    void element.scrollIntoView?.({ block: 'center' });
    element.focus({ preventScroll: true });
  }, []);
}
