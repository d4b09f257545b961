import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../i18n/load-namespaces';
import { Stepper } from './stepper';
import { canStep, stepValue, type StepperRange } from './stepper-range';

const BY_FIVE: StepperRange = { min: 5, max: 20, step: 5 };

/** A stepper that keeps its own value, as a screen does. */
function Held({ start, range, disabled }: { start: number; range: StepperRange; disabled?: boolean }) {
  const [value, setValue] = useState(start);
  return (
    <Stepper
      label="Questions"
      value={value}
      range={range}
      onChange={setValue}
      hint="How many questions one run asks."
      disabled={disabled}
      valueTestId="count"
    />
  );
}

describe('stepper', () => {
  it('is a group named by its label, described by its hint, with the value announced', () => {
    render(<Held start={10} range={BY_FIVE} />);
    const group = screen.getByRole('group', { name: 'Questions' });
    expect(group).toHaveAccessibleDescription('How many questions one run asks.');
    const value = within(group).getByTestId('count');
    expect(value.tagName).toBe('OUTPUT');
    expect(value).toHaveAttribute('aria-live', 'polite');
    expect(value).toHaveTextContent('10');
  });

  it('moves by its step and stops at both ends, its buttons named after what they change', () => {
    render(<Held start={10} range={BY_FIVE} />);
    const more = screen.getByRole('button', { name: 'Increase Questions' });
    const fewer = screen.getByRole('button', { name: 'Decrease Questions' });
    fireEvent.click(more);
    expect(screen.getByTestId('count')).toHaveTextContent('15');
    fireEvent.click(more);
    expect(screen.getByTestId('count')).toHaveTextContent('20');
    expect(more).toBeDisabled();
    for (let i = 0; i < 3; i++) fireEvent.click(fewer);
    expect(screen.getByTestId('count')).toHaveTextContent('5');
    expect(fewer).toBeDisabled();
    expect(more).toBeEnabled();
  });

  it('puts the label on its own line above one row of − value +', () => {
    render(<Held start={10} range={BY_FIVE} />);
    const group = screen.getByRole('group', { name: 'Questions' });
    const [label, controls] = Array.from(group.children);
    expect(label).toHaveTextContent('Questions');
    expect(controls).toHaveClass('stepper-controls');
    expect(Array.from(controls!.children).map((child) => child.textContent)).toEqual(['−', '10', '+']);
  });

  it('turns both buttons off while the screen says so, and never calls back', () => {
    const onChange = vi.fn();
    render(<Stepper label="Questions" value={10} range={BY_FIVE} onChange={onChange} disabled />);
    for (const button of screen.getAllByRole('button')) {
      expect(button).toBeDisabled();
      fireEvent.click(button);
    }
    expect(onChange).not.toHaveBeenCalled();
  });

  it('names its buttons in the interface language', async () => {
    await switchLanguage('vi');
    try {
      render(<Stepper label="Số câu" value={10} range={BY_FIVE} onChange={() => undefined} />);
      expect(screen.getByRole('button', { name: 'Tăng Số câu' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Giảm Số câu' })).toBeInTheDocument();
    } finally {
      await switchLanguage('en');
    }
  });
});

describe('stepper range', () => {
  it('brings an off-grid or out-of-range value back onto the grid, never further out', () => {
    expect(stepValue(12, 1, BY_FIVE)).toBe(15);
    expect(stepValue(12, -1, BY_FIVE)).toBe(10);
    expect(stepValue(40, -1, BY_FIVE)).toBe(20);
    expect(stepValue(1, 1, BY_FIVE)).toBe(5);
    expect(canStep(40, 1, BY_FIVE)).toBe(false);
    expect(canStep(5, -1, BY_FIVE)).toBe(false);
  });
});
