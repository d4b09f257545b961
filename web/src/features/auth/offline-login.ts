// Signing in with no connection (issue 30): only an account whose data is on this device (see
// lib/session/offline-sign-in). The device database loads only on this path, never on a normal sign-in.
import { checkOfflineSignIn, type OfflineSignIn } from '../../lib/session/offline-sign-in';

export async function signInWithoutConnection(username: string, password: string): Promise<OfflineSignIn> {
  const bundleOwner = await import('../../db/content')
    .then(({ readBundleMeta }) => readBundleMeta())
    .then(
      (meta) => meta?.userId ?? null,
      () => null,
    );
  return checkOfflineSignIn(username, password, bundleOwner);
}
