import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhoneField } from './phone-field';

/** Holds the digits like the register form does and shows them, so the test sees both sides. */
function Harness() {
  const [digits, setDigits] = useState('');
  return (
    <>
      <PhoneField label="Phone" digits={digits} onDigitsChange={setDigits} />
      <output data-testid="digits">{digits}</output>
    </>
  );
}

const type = (value: string) => fireEvent.input(screen.getByLabelText('Phone'), { target: { value } });
const shown = () => (screen.getByLabelText('Phone') as HTMLInputElement).value;
const kept = () => screen.getByTestId('digits').textContent;

describe('PhoneField', () => {
  it('shows (123) 456-7890 while typing and keeps digits only', () => {
    render(<Harness />);
    type('123');
    expect(shown()).toBe('(123');
    type('(123) 45');
    expect(shown()).toBe('(123) 45');
    type('(123) 456-7890');
    expect(shown()).toBe('(123) 456-7890');
    expect(kept()).toBe('1234567890');
  });

  it('drops anything that is not a digit and stops at ten digits', () => {
    render(<Harness />);
    type('+1 (234) abc 567-89012345');
    expect(kept()).toBe('1234567890');
    expect(shown()).toBe('(123) 456-7890');
  });

  it('shrinks back when digits are deleted', () => {
    render(<Harness />);
    type('1234567');
    type('(123) 456-');
    expect(kept()).toBe('123456');
    expect(shown()).toBe('(123) 456');
  });
});
