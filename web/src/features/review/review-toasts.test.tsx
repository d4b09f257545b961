// Spec part 1 §5: the incorrect review says in Vietnamese why there is nothing to review.
import 'fake-indexeddb/auto';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../db/database';
import { STORAGE_KEYS } from '../../lib/browser-storage';
import { useLanguageStore } from '../../lib/language-store';
import { json, stubFetch, userDto } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { studyResultFixture } from '../../test/study-result-fixture';
import { writePracticeQuestions } from '../../lib/study-review';

beforeEach(async () => {
  await db.open();
  stubFetch(() => json(userDto({ id: 7 })));
  useLanguageStore.setState({ language: 'none', autoBilingual: false });
});
afterEach(async () => {
  cleanup();
  await db.delete();
});

describe('incorrect review toasts', () => {
  it('no saved list', async () => {
    renderApp('/incorrect-questions');
    expect(await screen.findByText('Không tìm thấy danh sách câu hỏi sai đã lưu.')).toBeInTheDocument();
  });

  it('a saved list without incorrect questions', async () => {
    writePracticeQuestions([]);
    renderApp('/incorrect-questions');
    expect(await screen.findByText('Không có câu hỏi sai nào để ôn tập.')).toBeInTheDocument();
  });

  it('a list that cannot be read', async () => {
    localStorage.setItem(STORAGE_KEYS.practiceIncorrectQuestions, '{broken');
    renderApp('/incorrect-questions');
    expect(await screen.findByText('Lỗi khi tải danh sách câu hỏi sai. Vui lòng thử lại.')).toBeInTheDocument();
  });

  it('says nothing when there are questions to review', async () => {
    writePracticeQuestions(studyResultFixture().questions.filter((q) => !q.isCorrect));
    renderApp('/incorrect-questions');
    await screen.findByLabelText(/Question 1\//);
    expect(screen.queryByText(/câu hỏi sai/)).toBeNull();
  });
});
