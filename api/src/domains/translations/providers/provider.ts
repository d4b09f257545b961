// A machine-translation engine behind one small interface, so another engine can be added later
// without touching the routes. The only engine today is LibreTranslate (libretranslate.ts).
import type { TranslationLanguage } from '@civics/sync-protocol';
import { createLibreTranslateProvider } from './libretranslate.js';

export interface TranslationProvider {
  /** Shown to the admin beside a machine suggestion. */
  readonly name: string;
  /** English texts in, the same number of translated texts out, in the same order. */
  translate(texts: string[], target: TranslationLanguage): Promise<string[]>;
}

/** The engine failed or answered something unusable; the route answers 502 with this message. */
export class ProviderError extends Error {}

export interface ProviderConfig {
  translateUrl: string | undefined;
  translateApiKey: string | undefined;
}

/** Null when no engine is configured: auto-translate then answers 503. */
export function createTranslationProvider(config: ProviderConfig): TranslationProvider | null {
  if (!config.translateUrl) return null;
  return createLibreTranslateProvider({ url: config.translateUrl, apiKey: config.translateApiKey });
}
