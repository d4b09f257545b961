// The learner's text size (issue 31), kept on this device (a phone and a tablet may want different
// sizes, so it is not synced): Normal, Large, Larger or Largest, applied as the root font size, which every
// size in the style sheets is relative to (rem), so the whole layout grows with the text.
export const TEXT_SIZES = ['normal', 'large', 'larger', 'largest'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

const KEY = 'textSize';
/**
 * Percent of the browser's own text size (106.25 % is the app's 17 px default). Largest is twice the
 * default, the size every screen is checked at (tests/e2e/text-size-sweep.spec.ts).
 */
const ROOT_SIZE: Record<TextSize, string> = { normal: '', large: '125%', larger: '150%', largest: '212.5%' };

const isTextSize = (value: unknown): value is TextSize =>
  typeof value === 'string' && (TEXT_SIZES as readonly string[]).includes(value);

export function readTextSize(): TextSize {
  try {
    const stored = localStorage.getItem(KEY);
    return isTextSize(stored) ? stored : 'normal';
  } catch {
    return 'normal';
  }
}

/** Sizes at which a phone's line holds so few letters that long words may break (index.css). */
const LARGE_TEXT: ReadonlySet<TextSize> = new Set(['larger', 'largest']);

export function applyTextSize(size: TextSize = readTextSize()): void {
  document.documentElement.style.fontSize = ROOT_SIZE[size];
  document.documentElement.toggleAttribute('data-large-text', LARGE_TEXT.has(size));
}

/** Saves and applies at once; a device without storage still gets the size for this visit. */
export function saveTextSize(size: TextSize): void {
  try {
    localStorage.setItem(KEY, size);
  } catch {
    // Private mode or full storage: the size holds until the page is closed.
  }
  applyTextSize(size);
}
