// Listening practice settings (spec part 2 §2, §3, §5, §9): kept in the browser under the spec's
// keys and passed to the practice screen in its query string. Any invalid value (not a number,
// out of range, off the step) becomes the field's minimum, as the spec says.
import type { StepperRange } from '../../ui/stepper-range';

export interface ListeningSettings {
  count: number;
  start: number;
  questionReads: number;
  answerReads: number;
}

export const LISTENING_RANGES: Record<keyof ListeningSettings, StepperRange> = {
  count: { min: 5, max: 100, step: 5 },
  start: { min: 1, max: 100, step: 1 },
  questionReads: { min: 2, max: 5, step: 1 },
  answerReads: { min: 2, max: 5, step: 1 },
};

export const LISTENING_DEFAULTS: ListeningSettings = { count: 5, start: 1, questionReads: 3, answerReads: 2 };

export const LISTENING_STORAGE_KEYS: Record<keyof ListeningSettings, string> = {
  count: 'listeningPracticeQuestionCount',
  start: 'listeningPracticeStartQuestion',
  questionReads: 'listeningPracticeQuestionReadCount',
  answerReads: 'listeningPracticeAnswerReadCount',
};

const FIELDS = Object.keys(LISTENING_DEFAULTS) as Array<keyof ListeningSettings>;

export function coerce(raw: unknown, { min, max, step }: StepperRange): number {
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  const valid = Number.isInteger(value) && value >= min && value <= max && (value - min) % step === 0;
  return valid ? value : min;
}

/** Every field coerced; a field that is missing altogether takes its default. */
function fromSource(read: (field: keyof ListeningSettings) => string | null): ListeningSettings {
  const settings = { ...LISTENING_DEFAULTS };
  for (const field of FIELDS) {
    const raw = read(field);
    if (raw !== null) settings[field] = coerce(raw, LISTENING_RANGES[field]);
  }
  return settings;
}

export function readListeningSettings(): ListeningSettings {
  return fromSource((field) => {
    try {
      return localStorage.getItem(LISTENING_STORAGE_KEYS[field]);
    } catch {
      return null;
    }
  });
}

export function saveListeningSettings(settings: ListeningSettings): void {
  for (const field of FIELDS) {
    try {
      localStorage.setItem(LISTENING_STORAGE_KEYS[field], String(settings[field]));
    } catch {
      // Storage full or blocked: the practice still starts with the values in the address.
    }
  }
}

/** The practice screen's settings: from its query string, else what the settings page saved. */
export function settingsFromQuery(params: URLSearchParams): ListeningSettings {
  const stored = readListeningSettings();
  const fromQuery = fromSource((field) => params.get(field));
  return Object.fromEntries(
    FIELDS.map((f) => [f, params.has(f) ? fromQuery[f] : stored[f]]),
  ) as unknown as ListeningSettings;
}

export const settingsQuery = (settings: ListeningSettings): string =>
  `?${new URLSearchParams(FIELDS.map((f) => [f, String(settings[f])])).toString()}`;
