import { StrictMode, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import i18n from '../i18n/i18n';
import { useRefetchUserOnFocus } from '../lib/session/use-refetch-user-on-focus';
import { Toaster } from '../ui/toaster';
import { useSyncEngine } from '../sync/use-sync-engine';
import { PwaUpdatePrompt } from './pwa-update-prompt';

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
        <PwaUpdatePrompt />
      </I18nextProvider>
    </StrictMode>
  );
}
