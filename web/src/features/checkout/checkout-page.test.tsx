// /checkout with the server stubbed at the network boundary: what the learner sees at each step.
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../i18n/load-namespaces';
import { json, stubFetch, userDto } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

const plans = [
  {
    id: 1,
    planName: 'Monthly',
    description: null,
    originalPrice: 999,
    salePrice: null,
    currency: 'USD',
    billingPeriod: 'monthly',
    features: ['All questions'],
    isActive: true,
  },
  {
    id: 2,
    planName: 'Yearly',
    description: null,
    originalPrice: 5999,
    salePrice: 4999,
    currency: 'USD',
    billingPeriod: 'yearly',
    features: ['Test mode'],
    isActive: true,
  },
];
const methods = [
  {
    id: 1,
    name: 'card',
    displayName: 'Credit or debit card',
    description: null,
    type: 'card',
    isEnabled: false,
    isActive: true,
    unavailableReason: 'not_configured',
  },
  {
    id: 2,
    name: 'zelle',
    displayName: 'Zelle',
    description: null,
    type: 'digital_wallet',
    isEnabled: true,
    isActive: true,
  },
  {
    id: 5,
    name: 'crypto',
    displayName: 'Cryptocurrency',
    description: null,
    type: 'other',
    isEnabled: false,
    isActive: true,
    unavailableReason: 'not_configured',
  },
];

function server(user: Record<string, unknown> | null, standing = 'new') {
  return stubFetch((url) => {
    if (url === '/api/user')
      return user
        ? json(userDto({ approval_level: 1, preferred_language: 'en', ...user }))
        : json({ error: 'Unauthorized', message: 'Not authenticated' }, 401);
    if (url === '/api/public/pricing') return json(plans);
    if (url === '/api/public/payment-methods') return json(methods);
    if (url === '/api/payments/history') return json({ payments: [], claims: [], standing });
    throw new TypeError(`unexpected ${url}`);
  });
}

describe('checkout', () => {
  it('sends a signed-out visitor to /auth', async () => {
    server(null);
    const router = renderApp('/checkout');
    // The first test pays for loading the app's screens: more than waitFor's 1 s on a busy machine.
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'), { timeout: 10_000 });
  });

  it('shows plans in dollars with billing labels and the saving, then the methods: card off with its reason, an unknown one "coming soon"', async () => {
    server({});
    const router = renderApp('/checkout');
    expect(await screen.findByRole('heading', { name: 'Choose Service Package', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Monthly billing')).toBeInTheDocument();
    expect(screen.getByText('Annual billing')).toBeInTheDocument();
    expect(screen.getByText('$49.99')).toBeInTheDocument();
    expect(screen.getByText('Save $10.00')).toBeInTheDocument();
    expect(screen.getByText('No payments yet.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Choose Yearly' }));
    const card = await screen.findByRole('button', { name: 'Credit or debit card' });
    expect((card as HTMLButtonElement).disabled).toBe(true);
    expect(
      screen.getByText('Card payments are not available yet: no card processor is connected.'),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Cryptocurrency' }));
    expect(
      await screen.findByText('Cryptocurrency will be available soon. Please choose another way to pay for now.'),
    ).toBeInTheDocument();

    // Back: form → methods → plans → Settings.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'How do you want to pay?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: 'Choose Monthly' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
  });

  it('asks for a Zelle phone or email before sending anything', async () => {
    const fetchMock = server({});
    renderApp('/checkout');
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Monthly' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Zelle' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Get Zelle instructions' }));
    expect(await screen.findByText('Please enter phone number or email')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/payments/claims')).toBe(false);
  });

  it('an unlimited account is told it has everything and sees no plan to buy', async () => {
    server({ approval_level: 2, end_date: null }, 'unlimited');
    renderApp('/checkout');
    expect(
      await screen.findByText('Your account already has every feature with no end date. There is nothing to buy.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Level 2 with no end date.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose Monthly' })).toBeNull();
  });

  it("an account waiting for approval is told approval is the admin's and sees no plan to buy", async () => {
    server({ approval_level: 0 }, 'awaiting_approval');
    renderApp('/checkout');
    expect(await screen.findByText(/waiting for an administrator to approve it/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose Monthly' })).toBeNull();
  });

  it('a paid level 2 with an end date is offered the renewal, which starts when the current period ends', async () => {
    server({ approval_level: 2, end_date: '2027-01-31T00:00:00.000Z' }, 'renewal');
    renderApp('/checkout');
    expect(
      await screen.findByText(
        'You can renew now: the new period starts when the current one ends, so you lose no days.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Level 2 until January 31, 2027.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Monthly' })).toBeInTheDocument();
  });

  it("shows the seeded plans, features and methods in the learner's language", async () => {
    server({ preferred_language: 'vi' });
    // As the app switches: the text of every screen opened so far (this one too) comes in Vietnamese.
    await switchLanguage('vi');
    try {
      renderApp('/checkout');
      expect(await screen.findByRole('heading', { name: 'Hằng tháng' })).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Chọn Hằng năm' }));
      expect(await screen.findByRole('button', { name: 'Thẻ tín dụng hoặc thẻ ghi nợ' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
