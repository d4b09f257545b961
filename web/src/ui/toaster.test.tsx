import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from './toast-store';
import { Toaster } from './toaster';

afterEach(() => {
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('shows one toast at a time: a new one replaces the old', () => {
    render(<Toaster />);
    act(() => toast({ title: 'Logged out successfully' }));
    act(() => toast({ title: 'Login failed', description: 'Invalid username or password', variant: 'destructive' }));
    expect(screen.queryByText('Logged out successfully')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Invalid username or password');
  });

  it('hides a toast after 5 seconds by default', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => toast({ title: 'Settings saved' }));
    act(() => vi.advanceTimersByTime(4_999));
    expect(screen.getByRole('status').textContent).toContain('Settings saved');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Settings saved')).toBeNull();
  });

  it('gives a replacing toast its own full time', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => toast({ title: 'First' }));
    act(() => vi.advanceTimersByTime(4_000));
    act(() => toast({ title: 'Second' }));
    act(() => vi.advanceTimersByTime(4_000));
    expect(screen.getByText('Second')).toBeInTheDocument();
  });
});
