// Runs before every web test file: real translations, a clean DOM and clean stores between tests.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../i18n/i18n';
import { resetCurrentUserStore } from '../lib/session/current-user-store';
import { useToastStore } from '../ui/toast-store';

afterEach(() => {
  cleanup();
  resetCurrentUserStore();
  useToastStore.setState({ toast: null });
  localStorage.clear();
});
