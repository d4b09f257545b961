// The congressional district (issue 19): an account field beside the state, changed online only
// (use-account-update.ts). With it the representative question names the learner's own
// Representative and practice tests may ask it. The seats come from the server's seeded list.
import type { RepresentativeDto } from '@civics/sync-protocol';
import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { readBundleMeta } from '../../db/content';
import { useTranslation } from 'react-i18next';
import { requestJson } from '../../lib/request';
import type { CurrentUser } from '../../lib/session/current-user';
import { SelectField } from '../../ui/select-field';
import type { AccountUpdate } from './use-account-update';

export const FIND_YOUR_REPRESENTATIVE = 'https://www.house.gov/representatives/find-your-representative';

type Seats = { state: string; list: RepresentativeDto[] } | { state: string; failed: true };

export function DistrictField({ user, account }: { user: CurrentUser; account: AccountUpdate }) {
  const { t } = useTranslation('settings');
  const state = account.sending?.state ?? user.state;
  const [seats, setSeats] = useState<Seats | null>(null);
  // The learner's own Representative travels in the bundle: offline it names the current choice (issue 30).
  const own = useLiveQuery(
    () => readBundleMeta().then((meta) => (meta?.userId === user.id ? (meta.representative ?? null) : null)),
    [user.id],
  );

  useEffect(() => {
    if (!state || !account.online) return;
    let current = true;
    requestJson<RepresentativeDto[]>('GET', `/api/representatives?state=${encodeURIComponent(state)}`).then(
      // Anything but a list (a proxy's page, an old server) reads as a failed load.
      (list) => current && setSeats(Array.isArray(list) ? { state, list } : { state, failed: true }),
      () => current && setSeats({ state, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [state, account.online]);

  if (!state) return null;
  const loaded = seats && seats.state === state && 'list' in seats ? seats.list : [];
  const label = (seat: RepresentativeDto) =>
    seat.delegateOrCommissioner
      ? t('district.delegate', { name: seat.name })
      : seat.district === 0
        ? t('district.atLarge', { name: seat.name })
        : t('district.option', { number: seat.district, name: seat.name });
  const sent = account.sending?.congressionalDistrict;
  const chosen = sent !== undefined ? sent : (user.congressionalDistrict ?? null);
  const value = chosen === null ? '' : String(chosen);
  // Without the state's list (offline, or not loaded yet) the field still shows the current choice.
  const list =
    loaded.length > 0 || chosen === null
      ? loaded
      : [
          own && own.district === chosen
            ? own
            : { state, district: chosen, name: '', party: '', delegateOrCommissioner: false, asOf: '' },
        ];
  const failed = seats !== null && seats.state === state && 'failed' in seats;
  return (
    <div className="settings-district">
      <SelectField
        label={t('district.label')}
        options={list.map((seat) => ({ value: String(seat.district), label: label(seat) }))}
        placeholder={value ? undefined : t('district.placeholder')}
        value={list.length > 0 ? value : ''}
        disabled={!account.online || account.sending !== null || loaded.length === 0}
        error={failed ? t('district.loadFailed') : undefined}
        hint={account.online ? t('district.hint') : t('account.offline')}
        onChange={(event) => {
          if (event.target.value !== '') void account.update({ congressionalDistrict: Number(event.target.value) });
        }}
      />
      <a className="settings-district-link" href={FIND_YOUR_REPRESENTATIVE} target="_blank" rel="noopener noreferrer">
        {t('district.find')}
      </a>
    </div>
  );
}
