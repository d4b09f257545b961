// Whether screens show the translation beside the English: the auto-bilingual setting or the
// study screen's own 'bilingual' toggle (spec part 1 §3 browser storage, §4 language).
import { readJson, STORAGE_KEYS } from './browser-storage';
import { useLanguageStore } from './language-store';

export function useBilingualDisplay(): { bilingual: boolean; language: string } {
  const language = useLanguageStore((s) => s.language);
  const autoBilingual = useLanguageStore((s) => s.autoBilingual);
  const toggled = readJson<unknown>(STORAGE_KEYS.bilingual, false);
  const hasTranslation = language !== 'none' && language !== 'en';
  return { bilingual: hasTranslation && (autoBilingual || toggled === true || toggled === 'true'), language };
}
