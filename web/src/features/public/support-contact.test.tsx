// The contact action shows the operator's configured address, keeps it for offline visits, and is
// honest when none is configured.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../test/fetch-stub';
import { SUPPORT_EMAIL_KEY, SupportContact } from './support-contact';

const settings = (supportEmail: string | null) =>
  json({ test_mode_config: { timePerQuestion: 120 }, support_email: supportEmail });

describe('SupportContact', () => {
  it('links to the configured support address and keeps it on the device', async () => {
    stubFetch(() => settings('help@civics.example'));
    render(
      <ul>
        <SupportContact />
      </ul>,
    );
    const link = await screen.findByRole('link', { name: 'help@civics.example' });
    expect(link.getAttribute('href')).toBe('mailto:help@civics.example');
    expect(localStorage.getItem(SUPPORT_EMAIL_KEY)).toBe('help@civics.example');
  });

  it('shows the kept address offline', async () => {
    localStorage.setItem(SUPPORT_EMAIL_KEY, 'kept@civics.example');
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    render(
      <ul>
        <SupportContact />
      </ul>,
    );
    expect(await screen.findByRole('link', { name: 'kept@civics.example' })).toBeInTheDocument();
  });

  it('says whom to ask when no address is configured, and that it needs a connection when offline', async () => {
    stubFetch(() => settings(null));
    const { unmount } = render(
      <ul>
        <SupportContact />
      </ul>,
    );
    expect(await screen.findByText(/No support address has been set up yet/)).toBeInTheDocument();
    unmount();
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    render(
      <ul>
        <SupportContact />
      </ul>,
    );
    expect(await screen.findByText('Connect to the internet to see our email address.')).toBeInTheDocument();
  });
});
