/** Parses a JSON column; a damaged value falls back rather than failing the whole answer. */
export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (text == null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export const nowIso = () => new Date().toISOString();
