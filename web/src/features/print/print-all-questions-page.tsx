// /print-all-questions (spec part 2 §2): every question in English and Vietnamese, grouped, with
// the correct option marked; it opens the print dialog 1 s after the questions are on screen.
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Printer } from 'lucide-react';
import { paths } from '../../routes';
import { Spinner } from '../../ui/spinner';
import { usePublicQuestions } from '../../lib/public-questions';
import { groupForPrint } from './print-groups';
import { PrintQuestion } from './print-question';
import './print.css';

export const AUTO_PRINT_DELAY_MS = 1000;

export function PrintAllQuestionsPage() {
  // ?version= prints that bank (the admin's print of the bank being edited, or a visitor's choice);
  // without it, a learner's own bank or the 2025 test.
  const [params] = useSearchParams();
  const asked = params.get('version');
  const state = usePublicQuestions('vi', asked === '2008' || asked === '2025' ? asked : undefined);
  const ready = state.status === 'ready';

  useEffect(() => {
    if (!ready) return;
    const timer = window.setTimeout(() => window.print(), AUTO_PRINT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [ready]);

  return (
    <main className="print-page" lang="vi">
      <header className="print-header">
        <h1>Tất cả câu hỏi thi quốc tịch Mỹ</h1>
        <p className="print-subtitle">Song ngữ Anh – Việt · U.S. Citizenship Test Practice</p>
        <nav className="print-actions no-print" aria-label="Liên kết">
          <Link to={paths.landing}>Trang chủ</Link>
          <Link to={paths.adminTranslations}>Quản lý bản dịch</Link>
          <button type="button" className="button button-primary" onClick={() => window.print()}>
            <Printer size={16} aria-hidden="true" /> In trang (Print)
          </button>
        </nav>
      </header>
      {state.status === 'loading' && <Spinner label="Đang tải câu hỏi..." />}
      {state.status === 'error' && (
        <div className="print-error" role="alert">
          <strong>Lỗi</strong>
          <p>Failed to fetch questions: {state.message}</p>
        </div>
      )}
      {ready && state.data.questions.length === 0 && <p>Chưa có câu hỏi nào cho tài khoản của bạn.</p>}
      {ready && (
        <>
          <p className="print-count">Tổng số câu hỏi: {state.data.questions.length}</p>
          {groupForPrint(state.data.questions, state.data.categories).map((group) => (
            <section key={group.key} className="print-group" aria-label={group.title}>
              <h2>{group.title}</h2>
              {group.categories.map(({ category, questions }) => (
                <section key={category.id} className="print-category">
                  <h3>
                    {category.name}
                    {category.translations.vi && <span lang="vi"> — {category.translations.vi.name}</span>}
                  </h3>
                  {questions.map((question) => (
                    <PrintQuestion key={question.id} question={question} />
                  ))}
                </section>
              ))}
            </section>
          ))}
        </>
      )}
    </main>
  );
}

export { PrintAllQuestionsPage as Screen };
