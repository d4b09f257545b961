import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

afterEach(cleanup);

const noop = () => undefined;

describe('ConfirmDialog', () => {
  it('is named by its own title when a screen holds several (Security: sessions and sign-in locks)', () => {
    render(
      <>
        <ConfirmDialog open={false} title="End this session?" confirmLabel="Revoke" onConfirm={noop} onCancel={noop} />
        <ConfirmDialog open={false} title="Lift every lock?" confirmLabel="Lift" onConfirm={noop} onCancel={noop} />
      </>,
    );
    // jsdom has no showModal, so the dialogs stay closed: read which heading names each one.
    const names = screen
      .getAllByRole('dialog', { hidden: true })
      .map((dialog) => document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent);
    expect(names).toEqual(['End this session?', 'Lift every lock?']);
  });
});
