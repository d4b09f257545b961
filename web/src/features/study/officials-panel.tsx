// Senator / Governor Information (spec part 1 §2): a state picker and that state's officials as of
// the device's day, read from the device so it works offline. A portrait shows when the bundle
// carries it (the learner's own state) or, online, from its link; initials otherwise.
import { useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import { DEFAULT_STATE, US_STATES, US_TERRITORIES } from '@civics/sync-protocol/constants';
import { governorsOf, portraitSource, senatorsOf } from '../../db/officials';
import { SelectField } from '../../ui/select-field';
import type { OfficialsKind } from './special-questions';

interface Official {
  id: number;
  name: string;
  party: string;
  inaugurationDay: string | null;
  portrait: string | null;
  asOf: string;
}

const asOption = ([value, label]: readonly [string, string]) => ({ value, label });
/** Territories have a governor (an accepted answer for their residents) but no U.S. senators. */
const STATE_OPTIONS: Record<OfficialsKind, Array<{ value: string; label: string }>> = {
  senators: US_STATES.map(asOption),
  governor: [...US_STATES, ...US_TERRITORIES].map(asOption),
};

async function officialsOf(kind: OfficialsKind, state: string): Promise<Official[]> {
  const rows = kind === 'senators' ? await senatorsOf(state) : await governorsOf(state);
  return rows.map((row) => ({
    id: row.id,
    name: 'senatorName' in row ? row.senatorName : row.governorName,
    party: row.partisanship,
    inaugurationDay: row.inaugurationDay,
    portrait: portraitSource(row),
    // A holder who took office after the row was entered is current from that day: the same
    // as-of date the server writes into the personalised explanation (officials/repository asOfOn).
    asOf: row.validFrom && row.validFrom > row.asOf.slice(0, 10) ? row.validFrom : row.asOf,
  }));
}

export const initials = (name: string) => {
  const words = name
    .replace(/[^\p{L}\s-]/gu, '')
    .split(/\s+/)
    .filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words.at(-1)?.[0] ?? '') : '')).toUpperCase();
};

/** One party vocabulary: the older data's "Democrat" and "Democratic (DFL)" read as Democratic. */
export function partyName(raw: string): string {
  if (/^democrat/i.test(raw)) return 'Democratic';
  if (/^republican/i.test(raw)) return 'Republican';
  if (/^independent/i.test(raw)) return 'Independent';
  return raw;
}

/** "2021-01-20" as "January 20, 2021", the same on every time zone. */
const formatDate = (day: string) => {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? day
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
};

/** The portrait when there is one and it loads (a link does not offline), else the initials. */
function Avatar({ name, portrait }: { name: string; portrait: string | null }) {
  const { t } = useTranslation('study');
  const [failed, setFailed] = useState(false);
  if (portrait && !failed)
    return (
      <img
        className="official-avatar"
        src={portrait}
        alt={t('officials.portraitOf', { name })}
        onError={() => setFailed(true)}
      />
    );
  return (
    <span className="official-avatar" aria-hidden="true">
      {initials(name)}
    </span>
  );
}

export function OfficialsPanel({ kind, defaultState }: { kind: OfficialsKind; defaultState: string }) {
  const { t } = useTranslation('study');
  const options = STATE_OPTIONS[kind];
  const [state, setState] = useState(options.some((o) => o.value === defaultState) ? defaultState : DEFAULT_STATE);
  const officials = useLiveQuery(() => officialsOf(kind, state), [kind, state]);
  const title = kind === 'senators' ? t('officials.senatorsTitle') : t('officials.governorTitle');
  const asOf = officials
    ?.map((o) => o.asOf.slice(0, 10))
    .sort()
    .at(-1);
  return (
    <section className="card officials-panel" aria-label={title}>
      <h3 className="card-title">{title}</h3>
      <SelectField
        label={t('officials.state')}
        options={options}
        value={state}
        onChange={(e) => setState(e.target.value)}
      />
      {officials && officials.length === 0 && (
        <p className="officials-empty">
          {kind === 'senators' ? t('officials.senatorsEmpty') : t('officials.governorEmpty')}
        </p>
      )}
      {officials && officials.length > 0 && (
        <ul className="officials-list">
          {officials.map((person) => (
            <li key={person.id} className="official">
              <Avatar key={person.portrait ?? ''} name={person.name} portrait={person.portrait} />
              <div>
                <p className="official-name">{person.name}</p>
                <p className="official-detail">
                  {t('officials.party', {
                    party: t(`officials.parties.${partyName(person.party)}`, { defaultValue: partyName(person.party) }),
                  })}
                </p>
                {person.inaugurationDay && (
                  <p className="official-detail">
                    {t('officials.inOfficeSince', { date: formatDate(person.inaugurationDay) })}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {asOf && <p className="official-detail">{t('officials.asOf', { date: formatDate(asOf) })}</p>}
    </section>
  );
}
