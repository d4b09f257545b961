// /admin/vietnamese-editor (spec part 2 §2, §4, §5): questions 10 per page with a check mark where
// a Vietnamese translation exists; choosing one opens its edit form with a preview.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { paths } from '../../routes';
import { Button } from '../../ui/button';
import { PageHeader } from '../ui/page-header';
import { QueryState } from '../ui/query-state';
import { neighbours } from './editor-controls';
import { shorten } from './question-picker';
import { isTranslated, vietnameseQuestions } from './translation-api';
import { BankSelect } from './bank-select';
import { useBank } from './use-bank';
import { VietnameseForm } from './vietnamese-form';
import './translations.css';

export const PAGE_SIZE = 10;
export const LIST_TEXT_MAX = 40;

export function VietnameseEditorPage() {
  const [version, setVersion] = useBank();
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<number | undefined>();
  const questions = useQuery({ queryKey: ['vi-questions', version], queryFn: () => vietnameseQuestions(version) });

  return (
    <section className="stack" lang="vi">
      <PageHeader
        title="Chỉnh sửa bản dịch tiếng Việt"
        actions={<Link to={paths.admin}>Quay lại trang quản trị</Link>}
      />
      <BankSelect
        label="Bộ câu hỏi"
        version={version}
        onChange={(chosen) => {
          setVersion(chosen);
          setPage(1);
          setSelectedId(undefined);
        }}
      />
      <QueryState query={questions} isEmpty={(data) => data.length === 0} empty="Chưa có câu hỏi nào.">
        {(all) => {
          const pages = Math.max(1, Math.ceil(all.length / PAGE_SIZE));
          const shown = all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
          const selected = all.find((q) => q.id === selectedId);
          return (
            <div className="vi-layout">
              <nav aria-label="Danh sách câu hỏi" className="stack">
                <ul className="vi-list">
                  {shown.map((q) => (
                    <li key={q.id}>
                      <Button variant="ghost" aria-current={q.id === selectedId} onClick={() => setSelectedId(q.id)}>
                        <span>
                          {q.officialNumber}. <span lang="en">{shorten(q.questionText, LIST_TEXT_MAX)}</span>
                        </span>
                        {isTranslated(q.translations?.vi) && (
                          <Check size={16} strokeWidth={3} role="img" aria-label="Đã có bản dịch" />
                        )}
                      </Button>
                    </li>
                  ))}
                </ul>
                <div className="admin-pagination">
                  <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                    Trước
                  </Button>
                  <span>
                    Trang {page} / {pages}
                  </span>
                  <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                    Sau
                  </Button>
                </div>
              </nav>
              {selected ? (
                <VietnameseForm
                  key={selected.id}
                  question={selected}
                  {...neighbours(all, selected.id, (q) => {
                    // The list follows: the page that holds the question shown.
                    setSelectedId(q.id);
                    setPage(Math.floor(all.indexOf(q) / PAGE_SIZE) + 1);
                  })}
                />
              ) : (
                <p>Chọn một câu hỏi để sửa bản dịch.</p>
              )}
            </div>
          );
        }}
      </QueryState>
    </section>
  );
}

export { VietnameseEditorPage as Screen };
