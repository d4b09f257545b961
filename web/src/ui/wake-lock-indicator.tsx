// The screen-lock indicator of the practice screens: the browser's real wake-lock state.
import { useTranslation } from 'react-i18next';
import { Moon, Sun, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { WakeLockState } from '../lib/wake-lock';
import './practice.css';

const ICON: Record<WakeLockState, LucideIcon> = { held: Sun, released: Moon, unsupported: TriangleAlert };

export function WakeLockIndicator({ state }: { state: WakeLockState }) {
  const { t } = useTranslation('practice');
  const Icon = ICON[state];
  return (
    <p className={`wake-lock wake-lock-${state}`} role="status" data-state={state}>
      <Icon size={18} aria-hidden="true" /> <span className="wake-lock-label">{t('wakeLock.label')}:</span>{' '}
      {t(`wakeLock.${state}`)}
    </p>
  );
}
