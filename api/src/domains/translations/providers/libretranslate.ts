// LibreTranslate's HTTP API: POST {url}/translate with JSON {q, source, target, format, api_key};
// q may be a list, and then translatedText is a list in the same order.
import type { TranslationLanguage } from '@civics/sync-protocol';
import { LIBRETRANSLATE_CODES, LIBRETRANSLATE_SOURCE } from './language-codes.js';
import { ProviderError, type TranslationProvider } from './provider.js';

const TIMEOUT_MS = 20_000;

interface LibreTranslateOptions {
  url: string;
  apiKey: string | undefined;
}

type Attempt = { ok: true; texts: string[] } | { ok: false; status: number; message: string };

export function createLibreTranslateProvider({ url, apiKey }: LibreTranslateOptions): TranslationProvider {
  const endpoint = `${url.replace(/\/+$/, '')}/translate`;

  async function attempt(texts: string[], target: string): Promise<Attempt> {
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({
          q: texts,
          source: LIBRETRANSLATE_SOURCE,
          target,
          format: 'text',
          ...(apiKey ? { api_key: apiKey } : {}),
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderError(`LibreTranslate could not be reached: ${(error as Error).message}`);
    }
    const body = (await response.json().catch(() => null)) as { translatedText?: unknown; error?: unknown } | null;
    if (!response.ok)
      return {
        ok: false,
        status: response.status,
        message: typeof body?.error === 'string' ? body.error : response.statusText,
      };
    const translated = body?.translatedText;
    if (
      !Array.isArray(translated) ||
      translated.length !== texts.length ||
      !translated.every((t) => typeof t === 'string')
    ) {
      throw new ProviderError('LibreTranslate answered without a translation for every text');
    }
    return { ok: true, texts: translated as string[] };
  }

  return {
    name: 'LibreTranslate',
    async translate(texts: string[], target: TranslationLanguage): Promise<string[]> {
      if (texts.length === 0) return [];
      let last: Attempt | undefined;
      for (const code of LIBRETRANSLATE_CODES[target]) {
        last = await attempt(texts, code);
        if (last.ok) return last.texts;
        // Only an unknown language is worth another code; a bad key or a busy server is not.
        if (last.status !== 400) break;
      }
      const failed = last as Extract<Attempt, { ok: false }>;
      throw new ProviderError(`LibreTranslate refused the request (${failed.status}): ${failed.message}`);
    },
  };
}
