// The spec's session key selectedCategory (part 1 §3): the category chosen on Settings during this
// visit (this tab). Settings preselects it and Study draws from it, so the visit keeps the learner's
// choice even when a sync from another device brings a different saved category meanwhile; closing
// the tab forgets it and the saved setting (studyModeSettings.categoryFilters) governs again.
import { SESSION_KEYS } from './browser-storage';

export function readSelectedCategory(): number | null {
  try {
    const raw = sessionStorage.getItem(SESSION_KEYS.selectedCategory);
    const id = raw === null ? Number.NaN : Number(raw);
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null; // Storage blocked: the saved setting carries the choice.
  }
}

/** null = all categories. */
export function rememberSelectedCategory(id: number | null): void {
  try {
    if (id === null) sessionStorage.removeItem(SESSION_KEYS.selectedCategory);
    else sessionStorage.setItem(SESSION_KEYS.selectedCategory, String(id));
  } catch {
    // Storage blocked: the saved setting still carries the choice.
  }
}

/** The filters of this visit: the session's category when the device knows it, else the saved ones. */
export function categoryFiltersForVisit(saved: readonly number[], isKnown: (categoryId: number) => boolean): number[] {
  const selected = readSelectedCategory();
  return selected !== null && isKnown(selected) ? [selected] : [...saved];
}
