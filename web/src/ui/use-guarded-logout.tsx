// Issue 30: signing out while changes still wait to be sent (offline) says so first, with how many,
// and that they go the next time this learner signs in here. They stay in the outbox tied to their
// owner (ops carry the userId; the engine pushes only the signed-in account's), so nothing is lost
// and nothing is sent under the next learner's account.
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUserStore } from '../lib/session/current-user-store';
import { useLogout } from '../lib/session/use-logout';
import { requestSync } from '../sync/use-sync-engine';

// Shown only when changes are waiting, so it is not part of every signed-in start (start-up budget).
const ConfirmDialog = lazy(() => import('./confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

/** How long a sign-out waits for the waiting changes to be sent before it counts what is left. */
const SEND_FIRST_MS = 3_000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Unsent {
  answers: number;
  others: number;
}

async function unsentOf(userId: number): Promise<Unsent> {
  // The device database is loaded already for a signed-in learner; an admin without one has nothing waiting.
  const { db } = await import('../db/database');
  const ops = await db.outbox.where('userId').equals(userId).toArray();
  // An answer to an N-400 word is an answer too (issue 32).
  const answers = ops.filter((op) => op.type === 'answer.record' || op.type === 'vocabulary-answer.record').length;
  return { answers, others: ops.length - answers };
}

/** The logout to call from a button, and the dialog to render beside it. */
export function useGuardedLogout(): { signOut: () => Promise<void>; dialog: ReactNode } {
  const { t } = useTranslation();
  const logout = useLogout();
  const [unsent, setUnsent] = useState<Unsent | null>(null);
  const signOut = useCallback(async () => {
    const userId = useCurrentUserStore.getState().user?.id;
    // Online, what is waiting is sent first (a change made a moment ago, such as the settings saved at
    // sign-in): the warning is for changes that truly cannot leave the phone now.
    if (userId !== undefined && navigator.onLine)
      await Promise.race([requestSync().catch(() => undefined), wait(SEND_FIRST_MS)]);
    const found = userId === undefined ? null : await unsentOf(userId).catch(() => null);
    if (found && found.answers + found.others > 0) setUnsent(found);
    else await logout();
  }, [logout]);
  const dialog = unsent && (
    <Suspense fallback={null}>
      <ConfirmDialog
        title={t('logout.unsentTitle')}
        confirmLabel={t('logout.unsentConfirm')}
        cancelLabel={t('logout.unsentStay')}
        onConfirm={() => {
          setUnsent(null);
          void logout();
        }}
        onCancel={() => setUnsent(null)}
      >
        <p data-testid="unsent-count">
          {unsent.answers > 0
            ? t('logout.unsentAnswers', { count: unsent.answers })
            : t('logout.unsentChanges', { count: unsent.others })}
        </p>
        {unsent.answers > 0 && unsent.others > 0 && <p>{t('logout.unsentOthers', { count: unsent.others })}</p>}
        <p>{t('logout.unsentKept')}</p>
      </ConfirmDialog>
    </Suspense>
  );
  return { signOut, dialog };
}
