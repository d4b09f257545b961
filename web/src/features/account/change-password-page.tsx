// /change-password (spec part 1 §5, §8; part 2 §2): the signed-in learner's own password. The
// Vietnamese texts are the spec's, word for word; other languages say the same. A changed password
// signs the account out everywhere else (the server ends those sessions) and the page says so.
import { useTranslation } from 'react-i18next';
import { paths } from '../../routes';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import { Notice } from '../../ui/notice';
import { TextField } from '../../ui/text-field';
import { useChangePassword } from './use-change-password';

const FIELDS = [
  ['currentPassword', 'current-password'],
  ['newPassword', 'new-password'],
  ['confirmPassword', 'new-password'],
] as const;

export function Screen() {
  const { t } = useTranslation('account');
  const { values, errors, sending, done, signedOut, change, submit } = useChangePassword();

  return (
    <main className="page">
      <Card title={t('title')} level={1}>
        {signedOut && <Notice tone="error">{t('errors.signedOut')}</Notice>}
        {done ? (
          <Notice tone="success">
            <strong>{t('success.title')}</strong> — {t('success.text')}
            <br />
            {t('success.otherSessions')}
          </Notice>
        ) : (
          <form className="form" noValidate onSubmit={(event) => void submit(event)}>
            <p>{t('intro')}</p>
            {FIELDS.map(([field, autoComplete]) => (
              <TextField
                key={field}
                label={t(field)}
                type="password"
                autoComplete={autoComplete}
                value={values[field]}
                onChange={(event) => change(field, event.target.value)}
                error={errors[field] ? t(errors[field]) : undefined}
              />
            ))}
            <Button type="submit" block disabled={sending}>
              {sending ? t('submitting') : t('submit')}
            </Button>
          </form>
        )}
        <ButtonLink to={paths.settings} variant="ghost" block>
          {t('back')}
        </ButtonLink>
      </Card>
    </main>
  );
}
