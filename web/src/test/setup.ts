// Runs before every web test file: real translations, a clean DOM and clean stores between tests.
// jest-dom's matchers (toBeInTheDocument, toHaveTextContent...) say what a test expects of an element.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import '../i18n/i18n';
import { loadAllNamespaces } from '../i18n/load-namespaces';
import { OWNER_KEY } from '../lib/session/account-storage';
import { resetCurrentUserStore } from '../lib/session/current-user-store';
import { userDto } from './fetch-stub';
import { useToastStore } from '../ui/toast-store';

// Lazy screens load their code and text on first use; a cold CI machine needs more than the
// default second for that. Assertions are unchanged: only the waiting is longer.
configure({ asyncUtilTimeout: 5_000 });

// Screens rendered directly in tests need the namespaces their routes would load.
beforeAll(() => loadAllNamespaces());

// The browser keys a test writes (studyResults, testTimeData...) are the stubbed signed-in learner's:
// issue 30 puts aside keys that belong to any other account before a screen can show them.
beforeEach(() => localStorage.setItem(OWNER_KEY, String(userDto().id)));

afterEach(() => {
  cleanup();
  resetCurrentUserStore();
  useToastStore.setState({ toast: null });
  localStorage.clear();
  sessionStorage.clear();
});
