import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRevealForm } from './use-reveal-form';

afterEach(cleanup);

// jsdom lays nothing out: record which element was asked to come into view, and how.
const scrolled: Array<{ element: Element; options: unknown }> = [];
beforeEach(() => {
  scrolled.length = 0;
  Element.prototype.scrollIntoView = vi.fn(function (this: Element, options?: unknown) {
    scrolled.push({ element: this, options });
  });
});

/** A list with Edit buttons under an edit form that opens for the plan chosen, as /admin/pricing. */
function PlansWithForm() {
  const [editing, setEditing] = useState<string | undefined>(undefined);
  const form = useRevealForm<HTMLDivElement>(editing);
  return (
    <>
      {editing && (
        <div ref={form} data-testid="form-card">
          <h3>Edit {editing}</h3>
          <input type="hidden" name="id" />
          <input aria-label="Plan name" disabled={editing === 'Locked'} />
          <input aria-label="Description" />
        </div>
      )}
      {['Monthly', 'Lifetime', 'Locked'].map((plan) => (
        <button key={plan} type="button" onClick={() => setEditing(plan)}>
          Edit {plan}
        </button>
      ))}
    </>
  );
}

describe('useRevealForm', () => {
  it('brings the opened form to the top of the screen and focuses its first field', () => {
    render(<PlansWithForm />);
    expect(scrolled).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Lifetime' }));
    expect(scrolled).toEqual([{ element: screen.getByTestId('form-card'), options: { block: 'start' } }]);
    expect(screen.getByLabelText('Plan name')).toHaveFocus();
  });

  it('reveals the form again when another record is opened in it', () => {
    render(<PlansWithForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Monthly' }));
    screen.getByRole('button', { name: 'Edit Lifetime' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Lifetime' }));
    expect(scrolled).toHaveLength(2);
    expect(screen.getByLabelText('Plan name')).toHaveFocus();
  });

  it('skips hidden and disabled fields', () => {
    render(<PlansWithForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Locked' }));
    expect(screen.getByLabelText('Description')).toHaveFocus();
  });
});
