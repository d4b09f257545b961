// Senator / Governor Information (spec part 1 §2): a state picker and that state's officials, read
// from the device so it works offline. Portraits are not shipped, so each person gets initials.
import { useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import { US_STATES } from '@civics/sync-protocol/constants';
import { governorsOf, senatorsOf } from '../../db/officials';
import { SelectField } from '../../ui/select-field';
import type { OfficialsKind } from './special-questions';

interface Official {
  id: number;
  name: string;
  party: string;
  inaugurationDay: string | null;
  portraitUrl: string | null;
}

const STATE_OPTIONS = US_STATES.map(([value, label]) => ({ value, label }));

async function officialsOf(kind: OfficialsKind, state: string): Promise<Official[]> {
  if (kind === 'senators') {
    return (await senatorsOf(state)).map((s) => ({ id: s.id, name: s.senatorName, party: s.partisanship, inaugurationDay: s.inaugurationDay, portraitUrl: s.portraitUrl }));
  }
  return (await governorsOf(state)).map((g) => ({ id: g.id, name: g.governorName, party: g.partisanship, inaugurationDay: g.inaugurationDay, portraitUrl: null }));
}

export const initials = (name: string) => {
  const words = name.replace(/[^\p{L}\s-]/gu, '').split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words.at(-1)?.[0] ?? '') : '')).toUpperCase();
};

/** "2021-01-20" as "January 20, 2021", the same on every time zone. */
const formatDate = (day: string) => {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
};

/** The portrait when there is one and it loads (offline it may not), else the initials. */
function Avatar({ name, portraitUrl }: { name: string; portraitUrl: string | null }) {
  const { t } = useTranslation('study');
  const [failed, setFailed] = useState(false);
  if (portraitUrl && !failed)
    return <img className="official-avatar" src={portraitUrl} alt={t('officials.portraitOf', { name })} onError={() => setFailed(true)} />;
  return (
    <span className="official-avatar" aria-hidden="true">
      {initials(name)}
    </span>
  );
}

export function OfficialsPanel({ kind, defaultState }: { kind: OfficialsKind; defaultState: string }) {
  const { t } = useTranslation('study');
  const [state, setState] = useState(defaultState);
  const officials = useLiveQuery(() => officialsOf(kind, state), [kind, state]);
  const title = kind === 'senators' ? t('officials.senatorsTitle') : t('officials.governorTitle');
  return (
    <section className="card officials-panel" aria-label={title}>
      <h3 className="card-title">{title}</h3>
      <SelectField label={t('officials.state')} options={STATE_OPTIONS} value={state} onChange={(e) => setState(e.target.value)} />
      {officials && officials.length === 0 && (
        <p className="officials-empty">{kind === 'senators' ? t('officials.senatorsEmpty') : t('officials.governorEmpty')}</p>
      )}
      {officials && officials.length > 0 && (
        <ul className="officials-list">
          {officials.map((person) => (
            <li key={person.id} className="official">
              <Avatar name={person.name} portraitUrl={person.portraitUrl} />
              <div>
                <p className="official-name">{person.name}</p>
                <p className="official-detail">{t('officials.party', { party: person.party })}</p>
                {person.inaugurationDay && <p className="official-detail">{t('officials.inauguration', { date: formatDate(person.inaugurationDay) })}</p>}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
