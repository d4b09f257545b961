/** Parses a JSON column; a damaged value falls back rather than failing the whole answer. */
export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (text == null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

type Scalar = string | number | boolean | null;

/**
 * A JSON list of flat objects as the schema allows it (the test attempts' questions): entries that
 * are not objects are dropped, and so are fields that are not scalars (rows stored before the bound).
 */
export function flatEntries(value: unknown): Array<Record<string, Scalar>> {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (entry): entry is Record<string, unknown> => entry !== null && typeof entry === 'object' && !Array.isArray(entry),
    )
    .map((entry) =>
      Object.fromEntries(
        Object.entries(entry).filter(
          (pair): pair is [string, Scalar] =>
            pair[1] === null || ['string', 'number', 'boolean'].includes(typeof pair[1]),
        ),
      ),
    );
}

export const nowIso = () => new Date().toISOString();
