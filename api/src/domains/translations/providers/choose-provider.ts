// Which machine-translation engine runs, from the operator's settings (TRANSLATE_URL, TRANSLATE_API_KEY).
import { createLibreTranslateProvider } from './libretranslate.js';
import type { TranslationProvider } from './provider.js';

export interface ProviderConfig {
  translateUrl: string | undefined;
  translateApiKey: string | undefined;
}

/** Null when no engine is configured: auto-translate then answers 503. */
export function createTranslationProvider(config: ProviderConfig): TranslationProvider | null {
  if (!config.translateUrl) return null;
  return createLibreTranslateProvider({ url: config.translateUrl, apiKey: config.translateApiKey });
}
