// Which screens-namespace title each path carries (the document title 'Study Mode — U.S.
// Citizenship Test Practice'). Paths without an entry show the app name alone.
import { matchPath } from 'react-router-dom';
import type { ScreenTitleKey } from '../i18n/resources';
import { paths, type PathName } from '../routes';

/** Paths whose title key differs from their name in paths, or that have no screen title. */
const OVERRIDES: Partial<Record<PathName, ScreenTitleKey | null>> = {
  landing: null,
  login: 'signIn',
  auth: 'signIn',
  testMode: 'test',
  admin: 'adminDashboard',
  // "Your data" is a part of Settings (issue 14).
  myData: 'settings',
};

export function titleKeyFor(pathname: string): ScreenTitleKey | null {
  for (const [name, path] of Object.entries(paths) as Array<[PathName, string]>) {
    if (!matchPath({ path, end: true }, pathname)) continue;
    if (name in OVERRIDES) return OVERRIDES[name] ?? null;
    return name as ScreenTitleKey;
  }
  return 'notFound';
}
