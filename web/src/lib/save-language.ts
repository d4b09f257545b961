// Saves a language choice to the signed-in account through the outbox (so it works offline and
// syncs later), and keeps it winning over the server's older preferred language meanwhile (the
// preference wins at every start, spec part 1 §4, so a stale one would bring the old choice back).
// The outbox (Dexie) is loaded only when a signed-in learner saves a choice: the landing page and
// sign-in, which import this module through the language store, start without the database code.

/**
 * The account's language chosen on this device and not yet seen back from the server. Until the
 * server answers with it, it stands in for the server's (older) preferred language, so a user
 * answer fetched before the change reached the server cannot undo it.
 */
const UNSYNCED_KEY = 'languageUnsynced';

export function markLanguageUnsynced(userId: number, language: string): void {
  try {
    localStorage.setItem(UNSYNCED_KEY, JSON.stringify({ userId, language }));
  } catch {
    // Storage blocked: the server's answer decides, as before.
  }
}

/** The preferred language to go by: this device's newer choice until the server has it too. */
export function effectivePreferred(userId: number, preferred: string | null | undefined): string | null | undefined {
  try {
    const raw = localStorage.getItem(UNSYNCED_KEY);
    const unsynced = raw ? (JSON.parse(raw) as { userId?: number; language?: string }) : null;
    if (!unsynced || unsynced.userId !== userId || typeof unsynced.language !== 'string') return preferred;
    if (unsynced.language === preferred) {
      localStorage.removeItem(UNSYNCED_KEY);
      return preferred;
    }
    return unsynced.language;
  } catch {
    return preferred;
  }
}

export async function saveLanguageToAccount(userId: number, language: string): Promise<void> {
  // The device's copies of the account stay as the server last said: the unsynced mark is what
  // makes this choice win until the server says the same (a copy edited here would look like it).
  markLanguageUnsynced(userId, language);
  const { setLanguage: recordLanguage } = await import('../db/learner-records');
  await recordLanguage(userId, language);
}
