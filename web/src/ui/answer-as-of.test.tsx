import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnswerAsOf, formatDay } from './answer-as-of';
import { isContentStale } from './content-age-notice';

describe('how current an answer is', () => {
  it('shows the date and the USCIS updates link under a time-sensitive answer only', () => {
    const { rerender } = render(<AnswerAsOf question={{ isTimeSensitive: true, answerAsOf: '2026-06-15' }} />);
    const line = screen.getByTestId('answer-as-of');
    expect(line.textContent).toContain('Answer as of June 15, 2026.');
    expect(screen.getByRole('link', { name: 'uscis.gov/citizenship/testupdates' }).getAttribute('href')).toBe(
      'https://www.uscis.gov/citizenship/testupdates',
    );
    rerender(<AnswerAsOf question={{ isTimeSensitive: true, answerAsOf: null }} />);
    expect(screen.getByTestId('answer-as-of').textContent).not.toContain('as of');
    expect(screen.getByRole('link')).toBeInTheDocument();
    rerender(<AnswerAsOf question={{ isTimeSensitive: false, answerAsOf: '2026-06-15' }} />);
    expect(screen.queryByTestId('answer-as-of')).toBeNull();
  });

  it('writes the day in the interface language, the same day on every time zone', () => {
    expect(formatDay('2026-06-15', 'en')).toBe('June 15, 2026');
    expect(formatDay('2026-06-15', 'vi')).toContain('2026');
    expect(formatDay('2026-06-15', 'ko')).toContain('6월 15일');
  });

  it('calls content stale after 30 days without a confirmation', () => {
    const now = Date.parse('2026-12-31T12:00:00Z');
    expect(isContentStale('2026-12-01T12:00:00Z', now)).toBe(false);
    expect(isContentStale('2026-11-30T11:00:00Z', now)).toBe(true);
    expect(isContentStale(undefined, now)).toBe(false);
  });
});
