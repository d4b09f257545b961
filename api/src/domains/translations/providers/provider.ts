// A machine-translation engine behind one small interface, so another engine can be added later
// without touching the routes. The only engine today is LibreTranslate (libretranslate.ts); which
// one runs is chosen in choose-provider.ts.
import type { TranslationLanguage } from '@civics/sync-protocol';

export interface TranslationProvider {
  /** Shown to the admin beside a machine suggestion. */
  readonly name: string;
  /** English texts in, the same number of translated texts out, in the same order. */
  translate(texts: string[], target: TranslationLanguage): Promise<string[]>;
}

/** The engine failed or answered something unusable; the route answers 502 with this message. */
export class ProviderError extends Error {}
