import { useEffect } from 'react';
import { forceLanguage } from './interface-language';

/**
 * Shows a screen in one language whatever the learner chose (the sign-in screen is English-only,
 * spec part 1 §2), and shows the learner's language again when the screen closes (which may have
 * changed meanwhile, e.g. by signing in).
 */
export function useForcedLanguage(language: string): void {
  useEffect(() => {
    void forceLanguage(language);
    return () => void forceLanguage(null);
  }, [language]);
}
