// What the current study question shows beside the shared practice session (lib/practice-session):
// its Bilingual toggle and its explanation, back to the defaults on every move.
import { useState } from 'react';

export type SessionPhase = 'studying' | 'finishing' | 'timeUp';

interface Show {
  /** The question these toggles belong to. */
  position: number;
  bilingual: boolean;
  explanationOpen: boolean;
}

/** `autoBilingual`: the Bilingual toggle's value on arrival, fixed when the session opens. */
export function useQuestionShow(position: number, autoBilingual: boolean) {
  const [auto] = useState(autoBilingual);
  const [set, setShow] = useState<Show>({ position, bilingual: auto, explanationOpen: false });
  // Toggles set on another question do not carry over: this one starts from the defaults.
  const show = set.position === position ? set : { position, bilingual: auto, explanationOpen: false };
  return {
    bilingual: show.bilingual,
    explanationOpen: show.explanationOpen,
    toggleBilingual: () => setShow({ ...show, bilingual: !show.bilingual }),
    toggleExplanation: () => setShow({ ...show, explanationOpen: !show.explanationOpen }),
  };
}
