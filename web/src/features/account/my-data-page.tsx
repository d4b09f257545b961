// /my-data (issue 14, linked from Settings): download the account's data, or delete the account.
// Both talk to the server, so offline the page says so and the buttons wait for a connection.
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../routes';
import { useSyncStatus } from '../../sync/sync-status';
import { ButtonLink } from '../../ui/button-link';
import { Notice } from '../../ui/notice';
import { DeleteAccountSection } from './delete-account-section';
import { MyDataDownloads } from './my-data-downloads';

export function Screen() {
  const { t } = useTranslation('myData');
  const online = useSyncStatus((s) => s.online);
  return (
    <main className="page stack">
      <div>
        <ButtonLink to={paths.settings} variant="ghost">
          <ArrowLeft size={20} aria-hidden="true" /> {t('back')}
        </ButtonLink>
      </div>
      <h1>{t('title')}</h1>
      {!online && <Notice tone="error">{t('offline')}</Notice>}
      <MyDataDownloads online={online} />
      <DeleteAccountSection online={online} />
    </main>
  );
}
