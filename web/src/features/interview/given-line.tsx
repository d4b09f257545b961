// "We heard: …", "You typed: …", "You chose: …" or "You answered aloud and marked yourself".
import { useTranslation } from 'react-i18next';
import type { Answered } from './answered';

export function GivenLine({ answer }: { answer: Pick<Answered, 'given' | 'way'> }) {
  const { t } = useTranslation('interview');
  if (answer.way === 'self') return <p className="interview-given">{t('youMarked')}</p>;
  const label = answer.way === 'spoken' ? t('weHeard') : answer.way === 'typed' ? t('youTyped') : t('youChose');
  return (
    <p className="interview-given">
      {label} <q lang="en">{answer.given}</q>
    </p>
  );
}
