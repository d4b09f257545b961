// The N-400 content for this account: the device's copy at once (offline too), refreshed from the
// server when online (a 304 when nothing changed). A failed refresh keeps the copy in use. The sync
// engine keeps the copy with the question bank (sync/n400-texts.ts): the live query shows a copy it
// stores while a screen is open, and a screen opened during its download shares that download.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { n400Db, refreshN400Bundle, type StoredN400Bundle } from '../../db/n400';
import { useOnline } from '../use-online';

export type N400Content = { status: 'loading' } | { status: 'missing' } | { status: 'ready'; bundle: StoredN400Bundle };

export function useN400Content(userId: number, language: string): N400Content {
  const online = useOnline();
  // Which account and language the last refresh (successful or not) was for, with what the device
  // then held: the live query below may not have seen the new copy yet when the refresh ends, and
  // a screen must not take "no copy" for an answer then (the whole interview would skip Part 9).
  const key = `${userId}:${language}`;
  const [refreshed, setRefreshed] = useState<{ key: string; bundle: StoredN400Bundle | null } | null>(null);
  useEffect(() => {
    if (!online) return;
    let live = true;
    refreshN400Bundle(userId, language)
      .catch(() => undefined)
      .then(() => n400Db.bundles.get(userId))
      .catch(() => undefined)
      .then((bundle) => {
        if (live) setRefreshed({ key: `${userId}:${language}`, bundle: bundle ?? null });
      });
    return () => {
      live = false;
    };
  }, [userId, language, online]);
  const refreshing = online && refreshed?.key !== key;
  // undefined while the device database is being read; null when it holds no copy for this account.
  const stored = useLiveQuery(
    () =>
      n400Db.bundles
        .get(userId)
        .then((found) => found ?? null)
        .catch(() => null),
    [userId],
  );
  const bundle = stored ?? (refreshed?.key === key ? refreshed.bundle : null);
  if (bundle) return { status: 'ready', bundle };
  return stored === undefined || refreshing ? { status: 'loading' } : { status: 'missing' };
}
