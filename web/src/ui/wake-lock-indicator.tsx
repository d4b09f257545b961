// The screen-lock indicator of the practice screens: the browser's real wake-lock state.
import { useTranslation } from 'react-i18next';
import type { WakeLockState } from '../lib/wake-lock';
import './practice.css';

const ICON: Record<WakeLockState, string> = { held: '☀', released: '☾', unsupported: '⚠' };

export function WakeLockIndicator({ state }: { state: WakeLockState }) {
  const { t } = useTranslation('practice');
  return (
    <p className={`wake-lock wake-lock-${state}`} role="status" data-state={state}>
      <span aria-hidden="true">{ICON[state]}</span> <span className="wake-lock-label">{t('wakeLock.label')}:</span> {t(`wakeLock.${state}`)}
    </p>
  );
}
