// /checkout with the server stubbed at the network boundary: what the learner sees at each step.
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch, userDto } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

const plans = [
  { id: 1, planName: 'Monthly', description: null, originalPrice: 999, salePrice: null, currency: 'USD', billingPeriod: 'monthly', features: ['All questions'], isActive: true },
  { id: 2, planName: 'Yearly', description: null, originalPrice: 5999, salePrice: 4999, currency: 'USD', billingPeriod: 'yearly', features: ['Test mode'], isActive: true },
];
const methods = [
  { id: 1, name: 'card', displayName: 'Credit or debit card', description: null, type: 'card', isEnabled: false, isActive: true, unavailableReason: 'not_configured' },
  { id: 2, name: 'zelle', displayName: 'Zelle', description: null, type: 'digital_wallet', isEnabled: true, isActive: true },
  { id: 5, name: 'crypto', displayName: 'Cryptocurrency', description: null, type: 'other', isEnabled: false, isActive: true, unavailableReason: 'not_configured' },
];

function server(user: Record<string, unknown> | null) {
  return stubFetch((url) => {
    if (url === '/api/user') return user ? json(userDto({ approval_level: 1, preferred_language: 'en', ...user })) : json({ error: 'Unauthorized', message: 'Not authenticated' }, 401);
    if (url === '/api/public/pricing') return json(plans);
    if (url === '/api/public/payment-methods') return json(methods);
    if (url === '/api/payments/history') return json({ payments: [], claims: [] });
    throw new TypeError(`unexpected ${url}`);
  });
}

describe('checkout', () => {
  it('sends a signed-out visitor to /auth', async () => {
    server(null);
    const router = renderApp('/checkout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('shows plans in dollars with billing labels and the saving, then the methods: card off with its reason, an unknown one "coming soon"', async () => {
    server({});
    const router = renderApp('/checkout');
    expect(await screen.findByRole('heading', { name: 'Choose Service Package', level: 1 })).toBeTruthy();
    expect(await screen.findByText('Monthly billing')).toBeTruthy();
    expect(screen.getByText('Annual billing')).toBeTruthy();
    expect(screen.getByText('$49.99')).toBeTruthy();
    expect(screen.getByText('Save $10.00')).toBeTruthy();
    expect(screen.getByText('No payments yet.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Choose Yearly' }));
    const card = await screen.findByRole('button', { name: 'Credit or debit card' });
    expect((card as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Card payments are not available yet: no card processor is connected.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cryptocurrency' }));
    expect(await screen.findByText('Cryptocurrency will be available soon. Please choose another way to pay for now.')).toBeTruthy();

    // Back: form → methods → plans → Settings.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'How do you want to pay?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: 'Choose Monthly' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
  });

  it('asks for a Zelle phone or email before sending anything', async () => {
    const fetchMock = server({});
    renderApp('/checkout');
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Monthly' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Zelle' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Get Zelle instructions' }));
    expect(await screen.findByText('Please enter phone number or email')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/payments/claims')).toBe(false);
  });
});
