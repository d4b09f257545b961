// Runs before every web test file: real translations, a clean DOM and clean stores between tests.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import '../i18n/i18n';
import { loadAllNamespaces } from '../i18n/load-namespaces';
import { resetCurrentUserStore } from '../lib/session/current-user-store';
import { useToastStore } from '../ui/toast-store';

// Lazy screens load their code and text on first use; a cold CI machine needs more than the
// default second for that. Assertions are unchanged: only the waiting is longer.
configure({ asyncUtilTimeout: 5_000 });

// Screens rendered directly in tests need the namespaces their routes would load.
beforeAll(() => loadAllNamespaces());

afterEach(() => {
  cleanup();
  resetCurrentUserStore();
  useToastStore.setState({ toast: null });
  localStorage.clear();
  sessionStorage.clear();
});
