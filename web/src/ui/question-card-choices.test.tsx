import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ResultQuestion } from '../lib/result-question';
import { ChoiceQuestionCard } from './question-card-choices';

const question: ResultQuestion = {
  questionId: 12,
  officialNumber: 12,
  questionText: 'What is the supreme law of the land?',
  options: [
    { id: 'a', text: 'the Constitution' },
    { id: 'b', text: 'the Declaration of Independence' },
  ],
  correctOptionId: 'a',
  explanation: 'The Constitution sets up the government.',
  translation: {
    questionText: 'Luật tối cao của quốc gia là gì?',
    options: [
      { id: 'a', text: 'Hiến pháp' },
      { id: 'b', text: 'Tuyên ngôn Độc lập' },
    ],
    explanation: 'Hiến pháp thiết lập chính phủ.',
  },
  userAnswerId: null,
  isCorrect: false,
  isTimeSensitive: false,
  answerAsOf: null,
};

/** The card as a screen holds it: the chosen option kept, no spoken answer. */
function Asked({ bilingual, onChoose }: { bilingual: boolean; onChoose?: (id: string) => void }) {
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <ChoiceQuestionCard
      question={question}
      bilingual={bilingual}
      language="vi"
      chosen={chosen}
      onChoose={(id) => {
        onChoose?.(id);
        setChosen(id);
      }}
      spoken={null}
      onSpoken={() => undefined}
      number="Question 12"
      namespace="review"
    />
  );
}

describe('choice question card', () => {
  it('draws the number, the question as the heading, and the translation beside the English when bilingual', () => {
    render(<Asked bilingual />);
    const card = screen.getByRole('region', { name: 'What is the supreme law of the land?' });
    expect(card.querySelector('.question-card-number')?.textContent).toBe('Question 12');
    expect(within(card).getByText('Luật tối cao của quốc gia là gì?')).toHaveAttribute('lang', 'vi');
    expect(within(card).getByText('Hiến pháp')).toHaveAttribute('lang', 'vi');
  });

  it('shows the English alone when the learner turned the translation off', () => {
    render(<Asked bilingual={false} />);
    expect(screen.queryByText('Luật tối cao của quốc gia là gì?')).toBeNull();
    expect(screen.queryByText('Hiến pháp')).toBeNull();
    expect(screen.getByRole('button', { name: /the Constitution/ })).toBeInTheDocument();
  });

  it('takes one answer, then says it was wrong, marks the correct one and opens the explanation', () => {
    const onChoose = vi.fn();
    render(<Asked bilingual={false} onChoose={onChoose} />);
    fireEvent.click(screen.getByRole('button', { name: /Declaration of Independence/ }));
    expect(onChoose).toHaveBeenCalledWith('b');
    expect(screen.getByRole('status')).toHaveTextContent('Not quite');
    // One answer only: every option is locked once chosen.
    for (const option of within(screen.getByRole('list')).getAllByRole('button')) expect(option).toBeDisabled();
    expect(screen.getByRole('button', { name: /the Constitution/ })).toHaveTextContent('Correct answer');
    expect(screen.getByText('The Constitution sets up the government.')).toBeInTheDocument();
  });
});
