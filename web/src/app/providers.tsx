import { lazy, StrictMode, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import i18n from '../i18n/i18n';
import { useRefetchUserOnFocus } from '../lib/session/use-refetch-user-on-focus';
import { Toaster } from '../ui/toaster';
import { useSyncEngine } from '../sync/use-sync-engine';

// Registering the service worker can wait until the first screen is up: it stays off the start-up path.
const PwaUpdatePrompt = lazy(async () => ({ default: (await import('./pwa-update-prompt')).PwaUpdatePrompt }));

const noSubscription = () => () => undefined;
/** False while a page drawn ahead is taken over, then true: what only the device shows waits, so the two match. */
const useMounted = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

function SessionSync() {
  useRefetchUserOnFocus();
  useSyncEngine();
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  const mounted = useMounted();
  // A page drawn ahead comes inert (scripts/prerender.mjs): a tap or typing before React has taken
  // it over would be lost. Once it has, the page takes input.
  useEffect(() => {
    if (mounted) document.getElementById('root')?.removeAttribute('inert');
  }, [mounted]);
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <SessionSync />
        {children}
        <Toaster />
        {mounted && (
          <Suspense fallback={null}>
            <PwaUpdatePrompt />
          </Suspense>
        )}
      </I18nextProvider>
    </StrictMode>
  );
}
