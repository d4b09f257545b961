// Support's contact action: the operator's address from GET /api/public/system-settings, kept on the
// device so the page still shows it offline (the API is network-only in the service worker).
import { useEffect, useState } from 'react';
import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { requestJson } from '../../lib/request';

export const SUPPORT_EMAIL_KEY = 'supportEmail';

type Contact = { state: 'loading' } | { state: 'email'; email: string } | { state: 'none' } | { state: 'offline' };

const readKept = (): string | null => {
  try {
    return localStorage.getItem(SUPPORT_EMAIL_KEY);
  } catch {
    return null;
  }
};
const keep = (email: string | null) => {
  try {
    if (email) localStorage.setItem(SUPPORT_EMAIL_KEY, email);
    else localStorage.removeItem(SUPPORT_EMAIL_KEY);
  } catch {
    // Storage blocked: the address is fetched again next time.
  }
};

function useSupportContact(): Contact {
  const [contact, setContact] = useState<Contact>(() => {
    const kept = readKept();
    return kept ? { state: 'email', email: kept } : { state: 'loading' };
  });
  useEffect(() => {
    let live = true;
    requestJson<{ support_email: string | null }>('GET', '/api/public/system-settings').then(
      ({ support_email: email }) => {
        keep(email);
        if (live) setContact(email ? { state: 'email', email } : { state: 'none' });
      },
      () => {
        if (live) setContact((now) => (now.state === 'email' ? now : { state: 'offline' }));
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return contact;
}

export function SupportContact() {
  const { t } = useTranslation('support');
  const contact = useSupportContact();
  return (
    <li className="card public-item">
      <Mail aria-hidden="true" size={26} />
      <div>
        <h3>{t('actions.contact.title')}</h3>
        {contact.state === 'email' && (
          <>
            <p>{t('actions.contact.text')}</p>
            <p>
              {t('actions.contact.emailLabel')}: <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </p>
          </>
        )}
        {contact.state === 'none' && <p>{t('actions.contact.notConfigured')}</p>}
        {contact.state === 'offline' && <p>{t('actions.contact.offline')}</p>}
      </div>
    </li>
  );
}
