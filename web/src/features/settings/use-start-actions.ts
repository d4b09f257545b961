// Leaving settings for a study session or a test, with the spec's two gates (part 1 §5, §6): study
// needs a translation language, test mode needs approval level 2.
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLanguageStore } from '../../lib/language-store';
import { paths } from '../../routes';
import { toast } from '../../ui/toast-store';

/** The spec's pause before the purchase page, so the learner can read why (part 1 §9). */
export const CHECKOUT_REDIRECT_MS = 2000;

/** None and English both mean "no translation", and study mode is built around one. */
export const needsTranslationLanguage = (language: string): boolean => language === 'none' || language === 'en';

/**
 * `fixedTestOnly`: a level 1 learner with an admin's fixed test assigned may open /test, which
 * offers only that test; the random test stays level 2 (Level 2 Required, then checkout).
 */
export function useStartActions({
  canTest,
  fixedTestOnly = false,
  flush,
}: {
  canTest: boolean;
  fixedTestOnly?: boolean;
  flush: () => Promise<void>;
}) {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const startStudy = useCallback(async () => {
    if (needsTranslationLanguage(useLanguageStore.getState().language)) {
      toast({ title: t('languageRequired.title'), description: t('languageRequired.text'), variant: 'destructive' });
      return;
    }
    await flush();
    void navigate(`${paths.study}?reset=${Date.now()}`);
  }, [flush, navigate, t]);

  /** Level 1 is told why and taken to the purchase page; the server checks again anyway. */
  const refuseTest = useCallback(() => {
    toast({ title: t('level2Required.title'), description: t('level2Required.text') });
    clearTimeout(redirect.current);
    redirect.current = setTimeout(() => void navigate(paths.checkout), CHECKOUT_REDIRECT_MS);
  }, [navigate, t]);

  const startTest = useCallback(async () => {
    if (!canTest && !fixedTestOnly) return refuseTest();
    await flush();
    void navigate(paths.test);
  }, [canTest, fixedTestOnly, flush, navigate, refuseTest]);

  return { startStudy, startTest, refuseTest };
}
