import 'fake-indexeddb/auto';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setSpeechEngine, type SpeechEngine } from '../../speech/speech-engine';
import { json, stubFetch, userDto } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { READING_SENTENCES, WRITING_SENTENCES } from '../../lib/english/english-sentences';

let spoken: string[] = [];
beforeEach(() => {
  stubFetch(() => json(userDto()));
  spoken = [];
  const engine: SpeechEngine = {
    isAvailable: () => true,
    speak: async (text) => void spoken.push(text),
    cancel: () => {},
  };
  setSpeechEngine(engine);
});
afterEach(() => setSpeechEngine(null));

describe('English test practice', () => {
  it('shows a reading sentence and reads it aloud on tap', async () => {
    renderApp('/english-practice');
    expect(await screen.findByText(READING_SENTENCES[0])).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Listen/ }));
    expect(spoken).toEqual([READING_SENTENCES[0]]);
    fireEvent.click(screen.getByRole('button', { name: 'Next sentence' }));
    expect(screen.getByText(READING_SENTENCES[1])).toBeInTheDocument();
  });

  it('dictates a writing sentence and checks what was typed word by word', async () => {
    renderApp('/english-practice');
    fireEvent.click(await screen.findByRole('tab', { name: 'Writing' }));
    fireEvent.click(screen.getByRole('button', { name: /Play sentence/ }));
    expect(spoken).toEqual([WRITING_SENTENCES[0]]);
    const input = screen.getByLabelText('What you heard');
    fireEvent.input(input, { target: { value: 'washington was the first' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText('Not quite. Compare word by word:')).toBeInTheDocument();
    expect(screen.getByText('President.: missing')).toBeInTheDocument();
    fireEvent.input(input, { target: { value: 'washington was the first president' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText('Correct! Every word is right.')).toBeInTheDocument();
  });
});
