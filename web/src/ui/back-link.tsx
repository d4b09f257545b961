import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { backHubPath, readBackHub, type BackHub } from '../lib/back-hub';
import { ButtonLink } from './button-link';

interface BackLinkProps {
  /** A screen whose back target the spec names (visual reading → Settings) passes it; others go back where the learner came from. */
  to?: BackHub;
  variant?: 'ghost' | 'secondary';
  block?: boolean;
}

/** "Back to Home" or "Back to Settings", saying where it goes (issue 31). */
export function BackLink({ to, variant = 'ghost', block }: BackLinkProps) {
  const { t } = useTranslation();
  const [hub] = useState<BackHub>(() => to ?? readBackHub());
  return (
    <ButtonLink to={backHubPath(hub)} variant={variant} block={block} data-testid="back-link">
      {variant === 'ghost' && <ArrowLeft size={20} aria-hidden="true" />} {t(`backTo.${hub}`)}
    </ButtonLink>
  );
}

/** The label alone, for an icon link (the question line's back arrow). */
export function useBackTarget(): { to: ReturnType<typeof backHubPath>; label: string } {
  const { t } = useTranslation();
  const [hub] = useState<BackHub>(readBackHub);
  return { to: backHubPath(hub), label: t(`backTo.${hub}`) };
}
