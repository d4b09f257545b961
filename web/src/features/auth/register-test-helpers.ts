// Shared by the registration tests: fills the form the way a learner would, with valid values.
import { fireEvent, screen } from '@testing-library/react';
import { SECURITY_QUESTION_CHOICES } from '@civics/sync-protocol/constants';

export const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
// Typing fires 'input' events (what the app listens to); choosing from a list fires 'change'.
export function fill(label: string, value: string) {
  const element = field(label);
  if (element.tagName === 'SELECT') fireEvent.change(element, { target: { value } });
  else fireEvent.input(element, { target: { value } });
}

export function fillValidRegistration() {
  fill('Username', 'maria');
  fill('Full Name', 'Maria Nguyen');
  fill('Email', 'maria@example.com');
  fill('Phone', '(415) 555-0123');
  fill('Password', 'secret1');
  fill('Confirm Password', 'secret1');
  fill('State', 'TX');
  for (const n of [1, 2, 3] as const) {
    fill(`Security Question ${n}`, SECURITY_QUESTION_CHOICES[n - 1]![0]!);
    fill(`Answer ${n}`, `answer ${n}`);
  }
}
