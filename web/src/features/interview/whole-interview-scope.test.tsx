// The start card says what the whole interview will hold on this device: without the N-400 texts
// (never downloaded, offline) it needs one connection; without "About you" answers it has no
// questions about the learner, and links to where they are added.
import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { n400Db, saveAboutYou } from '../../db/n400';
import { WholeInterviewScope } from './whole-interview-scope';

const USER_ID = 7;
const NEEDS_N400 = /are not on this device yet: connect to the internet once/;
const NO_ABOUT_YOU = /This interview has no questions about you yet/;

const renderScope = () =>
  render(
    <MemoryRouter>
      <WholeInterviewScope userId={USER_ID} language="en" />
    </MemoryRouter>,
  );

beforeEach(async () => {
  await n400Db.open();
  // Offline: nothing can be fetched, so the device's copy is all there is.
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(n400Db.tables.map((table) => table.clear()));
});

describe('what the whole interview holds on this device', () => {
  it('says the N-400 texts need one connection and links to "About you" when nothing is stored', async () => {
    renderScope();
    expect(await screen.findByText(NEEDS_N400)).toBeInTheDocument();
    expect(await screen.findByText(NO_ABOUT_YOU)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add my answers' })).toHaveAttribute('href', '/n400');
  });

  it('drops the "About you" hint once an answer is saved on the device', async () => {
    await saveAboutYou(USER_ID, { fullName: 'Lan Thi Nguyen' });
    renderScope();
    expect(await screen.findByText(NEEDS_N400)).toBeInTheDocument();
    // Both are said together, once both are read: the hint is not merely still to come.
    expect(screen.queryByText(NO_ABOUT_YOU)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add my answers' })).toBeNull();
  });
});
