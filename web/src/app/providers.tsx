import { StrictMode, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import i18n from '../i18n/i18n';
import { useRefetchUserOnFocus } from '../lib/session/use-refetch-user-on-focus';
import { Toaster } from '../ui/toaster';

function SessionSync() {
  useRefetchUserOnFocus();
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <SessionSync />
        {children}
        <Toaster />
      </I18nextProvider>
    </StrictMode>
  );
}
