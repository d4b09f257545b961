// /admin/translations (spec part 2 §2): pick a language and a question, compare the English with
// its translation side by side, edit or auto-translate and save; print the Vietnamese list.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { TRANSLATION_LANGUAGES, type TestVersion, type TranslationLanguage } from '@civics/sync-protocol';
import { paths } from '../../routes';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';
import { toast } from '../../ui/toast-store';
import { PageHeader } from '../ui/page-header';
import { QueryState } from '../ui/query-state';
import { ALL_CATEGORIES, QuestionPicker } from './question-picker';
import { neighbours } from './editor-controls';
import { SideBySideEditor } from './side-by-side-editor';
import { adminCategories, adminQuestions, isTranslated, LANGUAGE_NAMES, translationsIn } from './translation-api';
import { TranslationStats } from './translation-stats';
import { BankSelect } from './bank-select';
import { useBank } from './use-bank';
import './translations.css';

export const PRINT_OPEN_DELAY_MS = 500;
export const PRINT_BLOCKED_MESSAGE = 'Không thể mở cửa sổ in. Vui lòng cho phép cửa sổ bật lên (pop-up) và thử lại.';

/** Opens the printable Vietnamese list of the bank being edited after 500 ms; a blocked window gets the Vietnamese error toast. */
function openPrintable(version: TestVersion) {
  window.setTimeout(() => {
    const opened = window.open(`${paths.printAllQuestions}?version=${version}`, '_blank');
    if (!opened) toast({ title: 'Lỗi', description: PRINT_BLOCKED_MESSAGE, variant: 'destructive' });
  }, PRINT_OPEN_DELAY_MS);
}

function PrintVietnameseButton({ version }: { version: TestVersion }) {
  return (
    <Button variant="secondary" onClick={() => openPrintable(version)}>
      <Printer size={16} aria-hidden="true" /> Print Vietnamese list
    </Button>
  );
}

export function TranslationsPage() {
  const [language, setLanguage] = useState<TranslationLanguage>('vi');
  const [version, setVersion] = useBank();
  const [categoryId, setCategoryId] = useState(ALL_CATEGORIES);
  const [selectedId, setSelectedId] = useState<number | undefined>();

  const questions = useQuery({ queryKey: ['questions', version], queryFn: () => adminQuestions(version) });
  const categories = useQuery({ queryKey: ['categories'], queryFn: adminCategories });
  const translations = useQuery({
    queryKey: ['translations', language, version],
    queryFn: () => translationsIn(language, version),
  });

  const byQuestion = useMemo(
    () => new Map((translations.data ?? []).map((t) => [t.questionId, t])),
    [translations.data],
  );
  const all = questions.data ?? [];
  const filtered = categoryId === ALL_CATEGORIES ? all : all.filter((q) => String(q.categoryId) === categoryId);
  const current = filtered.find((q) => q.id === selectedId) ?? filtered[0];

  return (
    <section className="stack">
      <PageHeader
        title="Translation Management"
        description="Compare the English with each translation, correct it, or ask for a suggestion."
        actions={<PrintVietnameseButton version={version} />}
      />
      <div className="admin-filters">
        <SelectField
          label="Language"
          value={language}
          onChange={(e) => setLanguage(e.target.value as TranslationLanguage)}
          options={TRANSLATION_LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
        />
        <BankSelect
          version={version}
          onChange={(chosen) => {
            setVersion(chosen);
            setSelectedId(undefined);
          }}
        />
      </div>
      <QueryState query={translations}>
        {() => (
          <TranslationStats
            total={all.length}
            translated={all.filter((q) => isTranslated(byQuestion.get(q.id))).length}
          />
        )}
      </QueryState>
      <QueryState query={questions} isEmpty={(data) => data.length === 0} empty="No questions in this bank.">
        {() => (
          <>
            <QuestionPicker
              questions={filtered}
              categories={categories.data ?? []}
              categoryId={categoryId}
              onCategory={(id) => {
                setCategoryId(id);
                setSelectedId(undefined);
              }}
              selectedId={current?.id}
              onSelect={setSelectedId}
            />
            {current && translations.isSuccess && (
              <SideBySideEditor
                key={`${language}-${current.id}`}
                question={current}
                translation={byQuestion.get(current.id)}
                language={language}
                {...neighbours(filtered, current.id, (q) => setSelectedId(q.id))}
              />
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}

export { TranslationsPage as Screen };
