// Issue 30: who chose the translation kept on the device, and when. A choice made signed out
// (`by: null`) is the device's: at the next sign-in it is compared with the account's by time and,
// when newer, saved to the account. A choice made or adopted while an account was signed in is that
// account's; the next learner on the same phone does not inherit it.
export const TRANSLATION_CHOICE_KEY = 'languageChoice';

export interface TranslationChoice {
  /** When it was chosen (ISO); '' when only adopted from the account without a known time. */
  at: string;
  by: number | null;
}

export function readTranslationChoice(): TranslationChoice | null {
  try {
    const raw = localStorage.getItem(TRANSLATION_CHOICE_KEY);
    const value = raw ? (JSON.parse(raw) as Partial<TranslationChoice>) : null;
    if (!value || typeof value.at !== 'string') return null;
    return { at: value.at, by: typeof value.by === 'number' ? value.by : null };
  } catch {
    return null;
  }
}

export function writeTranslationChoice(choice: TranslationChoice): void {
  try {
    localStorage.setItem(TRANSLATION_CHOICE_KEY, JSON.stringify(choice));
  } catch {
    // Storage blocked: the account's setting decides at the next sign-in.
  }
}

/** The device's choice counts for `userId` when made signed out or by that account. */
export const choiceCountsFor = (choice: TranslationChoice | null, userId: number): choice is TranslationChoice =>
  choice !== null && choice.at !== '' && (choice.by === null || choice.by === userId);
