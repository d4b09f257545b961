// Test version and state: account fields, changed online only (use-account-update.ts).
import {
  DEFAULT_TEST_VERSION,
  TEST_VERSIONS,
  US_STATES,
  US_TERRITORIES,
  type TestVersion,
} from '@civics/sync-protocol/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../lib/session/current-user';
import { SelectField } from '../../ui/select-field';
import type { AccountUpdate } from './use-account-update';

const isTestVersion = (value: string): value is TestVersion => (TEST_VERSIONS as readonly string[]).includes(value);

// Newest first: most learners filing now take the 2025 test.
const VERSION_ORDER: readonly TestVersion[] = ['2025', '2008'];

export function TestVersionField({ user, account }: { user: CurrentUser; account: AccountUpdate }) {
  const { t } = useTranslation('settings');
  const name = useId();
  const hintId = `${name}-hint`;
  const current =
    account.sending?.testVersion ?? (isTestVersion(user.testVersion) ? user.testVersion : DEFAULT_TEST_VERSION);
  const disabled = !account.online || account.sending !== null;
  return (
    <fieldset className="fieldset settings-choice" disabled={disabled} aria-describedby={hintId}>
      <legend>{t('testVersion.legend')}</legend>
      {VERSION_ORDER.map((version) => (
        <label key={version} className="radio-option">
          <input
            type="radio"
            name={name}
            value={version}
            checked={current === version}
            disabled={disabled}
            onChange={() => void account.update({ testVersion: version })}
          />
          <span>{t(`testVersion.options.${version}`)}</span>
        </label>
      ))}
      <p id={hintId} className="field-hint">
        {account.online ? t('testVersion.explain') : t('account.offline')}
      </p>
    </fieldset>
  );
}

const STATE_OPTIONS = [...US_STATES, ...US_TERRITORIES].map(([code, name]) => ({ value: code, label: name }));

export function StateField({ user, account }: { user: CurrentUser; account: AccountUpdate }) {
  const { t } = useTranslation('settings');
  const sent = account.sending?.state;
  const current = sent ?? user.state ?? '';
  return (
    <SelectField
      label={t('state.label')}
      options={STATE_OPTIONS}
      placeholder={current ? undefined : t('state.placeholder')}
      value={current}
      disabled={!account.online || account.sending !== null}
      hint={account.online ? t('state.hint') : t('account.offline')}
      onChange={(event) => {
        if (event.target.value) void account.update({ state: event.target.value });
      }}
    />
  );
}
