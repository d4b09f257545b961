// "Download your data": the whole account as JSON, or one CSV per kind of record (issue 14).
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { toast } from '../../ui/toast-store';
import { downloadExport, type ExportChoice } from './download-export';

const CHOICES: ExportChoice[] = ['json', 'answers', 'sessions', 'tests'];

export function MyDataDownloads({ online }: { online: boolean }) {
  const { t } = useTranslation('myData');
  const [working, setWorking] = useState<ExportChoice | null>(null);

  const download = async (choice: ExportChoice) => {
    setWorking(choice);
    try {
      await downloadExport(choice);
      toast({ title: t('download.done') });
    } catch {
      toast({ title: t('download.failed'), variant: 'destructive' });
    } finally {
      setWorking(null);
    }
  };

  return (
    <Card title={t('download.title')}>
      <div className="stack">
        <p>{t('download.intro')}</p>
        {CHOICES.map((choice) => (
          <Button
            key={choice}
            variant="secondary"
            block
            disabled={!online || working !== null}
            onClick={() => void download(choice)}
          >
            <Download aria-hidden="true" size={20} />{' '}
            {working === choice ? t('download.working') : t(`download.${choice}`)}
          </Button>
        ))}
      </div>
    </Card>
  );
}
