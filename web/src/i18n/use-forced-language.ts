import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Shows a screen in one language whatever the learner chose (the sign-in screen is English-only,
 * spec part 1 §2), and puts the learner's language back when the screen closes.
 */
export function useForcedLanguage(language: string): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    const previous = i18n.language;
    if (previous === language) return;
    void i18n.changeLanguage(language);
    return () => void i18n.changeLanguage(previous);
  }, [i18n, language]);
}
