// "We heard: …", "You typed: …", "You chose: …" or "You answered aloud and marked yourself".
import { useTranslation } from 'react-i18next';
import type { AnswerWay } from './spoken-result';
import './spoken.css';

export function GivenLine({ answer }: { answer: { given: string; way: AnswerWay } }) {
  const { t } = useTranslation('speak');
  if (answer.way === 'self') return <p className="interview-given">{t('youMarked')}</p>;
  const label = answer.way === 'spoken' ? t('weHeard') : answer.way === 'typed' ? t('youTyped') : t('youChose');
  return (
    <p className="interview-given">
      {label} <q lang="en">{answer.given}</q>
    </p>
  );
}
