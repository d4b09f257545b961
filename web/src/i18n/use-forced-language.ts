import { useEffect } from 'react';
import { forceLanguage } from './interface-language';

/**
 * Shows a screen in one language whatever the learner chose (the sign-in screen's English switch),
 * and shows the learner's language again when the screen closes or the switch is turned off. Null
 * forces nothing.
 */
export function useForcedLanguage(language: string | null): void {
  useEffect(() => {
    if (!language) return;
    void forceLanguage(language);
    return () => void forceLanguage(null);
  }, [language]);
}
