import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable } from './data-table';

afterEach(cleanup);

const plans = [
  { id: 1, name: 'Monthly', price: '$9.99' },
  { id: 2, name: 'Yearly', price: '$59.00' },
];

describe('the admin DataTable', () => {
  it('adds the row buttons as a last Actions column, kept on one line and labelled for phone cards', () => {
    render(
      <DataTable
        caption="Plans"
        rows={plans}
        columns={[
          { header: 'Plan', cell: (plan) => plan.name },
          { header: 'Price', cell: (plan) => plan.price, nowrap: true },
        ]}
        actions={(plan) => <button type="button">Edit {plan.name}</button>}
      />,
    );
    const table = screen.getByRole('table', { name: 'Plans' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Plan', 'Price', 'Actions']);
    const [, yearly] = within(table).getAllByRole('row').slice(1);
    const cells = within(yearly!).getAllByRole('cell');
    expect(cells.map((td) => td.textContent)).toEqual(['Yearly', '$59.00', 'Edit Yearly']);
    expect(cells.map((td) => td.dataset.label)).toEqual(['Plan', 'Price', 'Actions']);
    expect(cells.map((td) => td.className)).toEqual(['', 'admin-nowrap', 'admin-nowrap']);
  });

  it('sits in a frame the keyboard can focus and scroll', () => {
    render(<DataTable caption="Plans" rows={plans} columns={[{ header: 'Plan', cell: (plan) => plan.name }]} />);
    const frame = screen.getByRole('table', { name: 'Plans' }).parentElement!;
    expect(frame.className).toBe('admin-table-wrap');
    expect(frame.tabIndex).toBe(0);
  });

  it('has no Actions column when the rows have no buttons', () => {
    render(<DataTable caption="Plans" rows={plans} columns={[{ header: 'Plan', cell: (plan) => plan.name }]} />);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Plan']);
    expect(screen.getAllByRole('cell').map((td) => td.textContent)).toEqual(['Monthly', 'Yearly']);
  });
});
