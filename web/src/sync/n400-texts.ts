// The N-400 texts (Part 9, the oath, the questions about the learner) travel with the question bank
// (learner audit, session 11): a learner who signs in online but opens the N-400 practice or the
// whole interview for the first time offline has them all the same. The practice's database and its
// download are their own chunk, loaded here on demand: the start-up code does not grow.
import { isAdmin } from '../lib/session/current-user';
import { useCurrentUserStore } from '../lib/session/current-user-store';

/** Whom GET /api/n400/bundle serves: an approved account (level 1 or more) or an admin, as the screens decide. */
function mayReadN400(userId: number): boolean {
  const user = useCurrentUserStore.getState().user;
  return !!user && user.id === userId && (isAdmin(user) || user.approvalLevel >= 1);
}

const isForbidden = (error: unknown) =>
  !!error && typeof error === 'object' && 'status' in error && (error as { status: unknown }).status === 403;

/**
 * Keeps this account's N-400 texts current on the device (a 304 when they are). Never throws:
 * true when nothing is left to do (current now, or not for this account: a 403 means the account
 * may not read them, and a change of level asks for the content again anyway); false when the
 * download failed and the next round should try again.
 */
export async function keepN400Texts(userId: number, language: string): Promise<boolean> {
  if (!mayReadN400(userId)) return true;
  try {
    const { refreshN400Bundle } = await import('../db/n400');
    await refreshN400Bundle(userId, language);
    return true;
  } catch (error) {
    return isForbidden(error);
  }
}
