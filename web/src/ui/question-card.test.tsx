import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { QuestionCard } from './question-card';

describe('question card', () => {
  it('draws the number, the question as the card heading, the translation in its language and the options', () => {
    render(
      <QuestionCard
        number="Question 12"
        text="What is the supreme law of the land?"
        translation={{ text: 'Luật tối cao của quốc gia là gì?', lang: 'vi' }}
      >
        <ul>
          <li>the Constitution</li>
        </ul>
      </QuestionCard>,
    );
    const card = screen.getByRole('region', { name: 'What is the supreme law of the land?' });
    expect(card.textContent).toContain('Question 12');
    expect(screen.getByRole('heading', { level: 2, name: 'What is the supreme law of the land?' })).toBeInTheDocument();
    expect(screen.getByText('Luật tối cao của quốc gia là gì?').getAttribute('lang')).toBe('vi');
    expect(screen.getByRole('listitem').textContent).toBe('the Constitution');
  });

  it('reads the question when it is tapped, and says so in the hint', () => {
    const read = vi.fn();
    render(
      <QuestionCard text="Name one branch of the government." onReadText={read} hint="Tap the question to hear it." />,
    );
    const button = screen.getByRole('button', { name: 'Name one branch of the government.' });
    expect(button.getAttribute('aria-describedby')).toBe(screen.getByText('Tap the question to hear it.').id);
    // The speaker icon is decoration: the button's name is the question alone.
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(button);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('marks the part being read and draws a message quieter than a question', () => {
    const { rerender } = render(
      <QuestionCard text="1. Who makes federal laws?" highlighted textProps={{ 'data-testid': 'q' }} />,
    );
    expect(screen.getByTestId('q').getAttribute('data-highlighted')).toBe('true');
    expect(screen.getByTestId('q').className).toContain('question-card-highlight');
    rerender(<QuestionCard text="The question is hidden." textMuted textProps={{ 'data-testid': 'q' }} />);
    expect(screen.getByTestId('q').className).toContain('question-card-text-muted');
    expect(screen.getByTestId('q').className).not.toContain('question-card-highlight');
  });

  it('can be a list item with its actions beside the number', () => {
    render(
      <ol>
        <QuestionCard
          as="li"
          headingLevel={3}
          number="Question 3"
          actions={<span>Correct</span>}
          text="Who is the Commander in Chief?"
          cardProps={{ 'data-testid': 'item' }}
        />
      </ol>,
    );
    const item = screen.getByTestId('item');
    expect(item.tagName).toBe('LI');
    expect(item.querySelector('.question-card-head')?.textContent).toBe('Question 3Correct');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Who is the Commander in Chief?');
  });
});

describe('confirm dialog', () => {
  it('focuses the safe choice, keeps Tab inside, cancels on Escape and gives focus back', () => {
    const before = document.createElement('button');
    document.body.append(before);
    before.focus();
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    const { unmount } = render(
      <ConfirmDialog
        title="Leave the test?"
        confirmLabel="Leave test"
        cancelLabel="Keep testing"
        onConfirm={onConfirm}
        onCancel={onCancel}
      >
        <p>Your answers will be lost.</p>
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Leave the test?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const keep = screen.getByRole('button', { name: 'Keep testing' });
    const leave = screen.getByRole('button', { name: 'Leave test' });
    expect(document.activeElement).toBe(keep);
    leave.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(keep);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(leave);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.click(leave);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    unmount();
    expect(document.activeElement).toBe(before);
    before.remove();
  });
});
