import { lazy, StrictMode, Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import i18n from '../i18n/i18n';
import { useRefetchUserOnFocus } from '../lib/session/use-refetch-user-on-focus';
import { Toaster } from '../ui/toaster';
import { useSyncEngine } from '../sync/use-sync-engine';

// Registering the service worker can wait until the first screen is up: it stays off the start-up path.
const PwaUpdatePrompt = lazy(async () => ({ default: (await import('./pwa-update-prompt')).PwaUpdatePrompt }));

function SessionSync() {
  useRefetchUserOnFocus();
  useSyncEngine();
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <SessionSync />
        {children}
        <Toaster />
        <Suspense fallback={null}>
          <PwaUpdatePrompt />
        </Suspense>
      </I18nextProvider>
    </StrictMode>
  );
}
