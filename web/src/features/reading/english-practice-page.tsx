// English test practice (beyond the spec): the USCIS reading and writing vocabulary and two drills,
// all bundled with the page, so it runs offline.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/card';
import { Tabs } from '../../ui/tabs';
import { ReadingDrill, WritingDrill } from './english-drills';
import { READING_VOCABULARY, WRITING_VOCABULARY, type VocabularyGroup } from '../../lib/english/english-sentences';
import '../../ui/practice.css';
import { PageHeader } from '../../ui/page-header';

type Tab = 'reading' | 'writing' | 'vocabulary';

function VocabularyList({ title, groups }: { title: string; groups: VocabularyGroup[] }) {
  return (
    <Card title={title} level={3}>
      <dl className="practice-status" lang="en">
        {groups.flatMap((g) => [
          <dt key={`t-${g.category}`}>{g.category}</dt>,
          <dd key={`d-${g.category}`}>{g.words.join(', ')}</dd>,
        ])}
      </dl>
    </Card>
  );
}

export function Screen() {
  const { t } = useTranslation(['reading', 'practice']);
  const [tab, setTab] = useState<Tab>('reading');
  return (
    <main className="page stack">
      <PageHeader title={t('english.title')} />
      <p className="lead">{t('english.intro')}</p>
      <Tabs
        label={t('english.title')}
        items={[
          { key: 'reading', label: t('english.readingTab') },
          { key: 'writing', label: t('english.writingTab') },
          { key: 'vocabulary', label: t('english.vocabularyTab') },
        ]}
        selected={tab}
        onSelect={setTab}
      >
        <Card>
          {tab === 'reading' && <ReadingDrill />}
          {tab === 'writing' && <WritingDrill />}
          {tab === 'vocabulary' && (
            <div className="stack">
              <VocabularyList title={t('english.readingList')} groups={READING_VOCABULARY} />
              <VocabularyList title={t('english.writingList')} groups={WRITING_VOCABULARY} />
            </div>
          )}
        </Card>
      </Tabs>
    </main>
  );
}
