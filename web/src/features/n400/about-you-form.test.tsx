import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AboutYouForm } from './about-you-form';

const FIELDS = [
  { field: 'fullName', kind: 'text' },
  { field: 'countryOfBirth', kind: 'text' },
];

const form = (answers: Record<string, string>) => (
  <AboutYouForm userId={7} fields={FIELDS} answers={new Map(Object.entries(answers))} syncing />
);

describe('AboutYouForm while answers arrive from another device', () => {
  it('shows what the device now holds in every field the learner has not touched', () => {
    const { rerender } = render(form({ fullName: 'Lan Tran' }));
    expect(screen.getByLabelText('Full name')).toHaveValue('Lan Tran');
    expect(screen.getByLabelText('Country of birth')).toHaveValue('');
    rerender(form({ fullName: 'Lan Nguyen', countryOfBirth: 'Vietnam' }));
    expect(screen.getByLabelText('Full name')).toHaveValue('Lan Nguyen');
    expect(screen.getByLabelText('Country of birth')).toHaveValue('Vietnam');
  });

  it('keeps what the learner is typing until the device holds it, then follows the device again', () => {
    const { rerender } = render(form({ fullName: 'Lan Tran' }));
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Lan Le ' } });
    rerender(form({ fullName: 'Lan Nguyen', countryOfBirth: 'Vietnam' }));
    expect(screen.getByLabelText('Full name')).toHaveValue('Lan Le ');
    expect(screen.getByLabelText('Country of birth')).toHaveValue('Vietnam');
    // Saved (trimmed, as the device keeps it): the edit is held; a later change from elsewhere shows.
    rerender(form({ fullName: 'Lan Le', countryOfBirth: 'Vietnam' }));
    expect(screen.getByLabelText('Full name')).toHaveValue('Lan Le');
    rerender(form({ fullName: 'Lan Le Nguyen', countryOfBirth: 'Vietnam' }));
    expect(screen.getByLabelText('Full name')).toHaveValue('Lan Le Nguyen');
  });
});
