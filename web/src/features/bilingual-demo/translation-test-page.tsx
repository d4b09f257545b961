// /translation-test (spec part 2 §2): a Vietnamese page to check the translations, with a list
// of every question and a detail view of one. Public: signed out it shows the public questions.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../routes';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { Tabs } from '../../ui/tabs';
import { translationOf, usePublicQuestions } from '../../lib/public-questions';
import { LOADING_TRANSLATION, TRANSLATION_UNAVAILABLE } from '../../lib/translation-placeholders';
import { TranslationDetail } from './translation-detail';
import '../../ui/sample-question-card.css';
import './bilingual-demo.css';

type TabKey = 'all' | 'detail';
const TABS = [
  { key: 'all', label: 'Tất cả câu hỏi' },
  { key: 'detail', label: 'Chi tiết câu hỏi' },
] as const;

export function TranslationTestPage() {
  const state = usePublicQuestions('vi');
  const [tab, setTab] = useState<TabKey>('all');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const questions = state.status === 'ready' ? state.data.questions : [];
  const selected = questions.find((q) => q.id === selectedId) ?? questions[0];

  return (
    <main className="page stack demo-page" lang="vi">
      <header>
        <h1>Kiểm tra bản dịch tiếng Việt</h1>
        <p className="lead">
          <Link to={paths.landing}>Trang chủ</Link>
        </p>
      </header>
      {state.status === 'loading' && (
        <p role="status" className="demo-loading">
          {LOADING_TRANSLATION}
        </p>
      )}
      {state.status === 'error' && <Notice tone="error">Không thể tải danh sách câu hỏi: {state.message}</Notice>}
      {state.status === 'ready' && (
        <Tabs label="Chế độ xem" items={TABS} selected={tab} onSelect={setTab}>
          {tab === 'all' ? (
            <div className="demo-table-wrap">
              <p>Tổng số câu hỏi: {questions.length}</p>
              <table className="demo-table">
                <caption className="visually-hidden">Tất cả câu hỏi</caption>
                <thead>
                  <tr>
                    <th scope="col">Số</th>
                    <th scope="col">Tiếng Anh</th>
                    <th scope="col">Tiếng Việt</th>
                    <th scope="col">
                      <span className="visually-hidden">Thao tác</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {questions.map((q) => (
                    <tr key={q.id}>
                      <td>{q.officialNumber}</td>
                      <td lang="en">{q.questionText}</td>
                      <td>{translationOf(q, 'vi')?.questionText ?? TRANSLATION_UNAVAILABLE}</td>
                      <td>
                        <Button
                          variant="secondary"
                          aria-label={`Xem chi tiết câu ${q.officialNumber}`}
                          onClick={() => {
                            setSelectedId(q.id);
                            setTab('detail');
                          }}
                        >
                          Xem chi tiết
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : selected ? (
            <TranslationDetail question={selected} />
          ) : (
            <p>Chưa có câu hỏi nào.</p>
          )}
        </Tabs>
      )}
    </main>
  );
}

export { TranslationTestPage as Screen };
