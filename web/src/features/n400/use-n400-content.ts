// The N-400 content for this account: the device's copy at once (offline too), refreshed from the
// server when online (a 304 when nothing changed). A failed refresh keeps the copy in use.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { n400Db, refreshN400Bundle, type StoredN400Bundle } from '../../db/n400';
import { useOnline } from '../../lib/use-online';

export type N400Content = { status: 'loading' } | { status: 'missing' } | { status: 'ready'; bundle: StoredN400Bundle };

export function useN400Content(userId: number, language: string): N400Content {
  const online = useOnline();
  const [refresh, setRefresh] = useState<'pending' | 'done'>('pending');
  useEffect(() => {
    if (!online) {
      setRefresh('done');
      return;
    }
    let live = true;
    setRefresh('pending');
    refreshN400Bundle(userId, language)
      .catch(() => undefined)
      .finally(() => live && setRefresh('done'));
    return () => {
      live = false;
    };
  }, [userId, language, online]);
  const stored = useLiveQuery(() => n400Db.bundles.get(userId).catch(() => undefined), [userId]);
  if (stored) return { status: 'ready', bundle: stored };
  return refresh === 'pending' || stored === undefined && refresh !== 'done' ? { status: 'loading' } : { status: 'missing' };
}
