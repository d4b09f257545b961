import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { AppPath } from '../../routes';

interface HomeCardProps {
  to: AppPath;
  title: string;
  text: string;
  /** A lucide icon, decorative: the title says what the card is. */
  icon?: ReactNode;
  /** When set, the card is shown but cannot be opened, and this label says why. */
  lockedLabel?: string;
  /** The smaller tile of the "More practice" row. */
  compact?: boolean;
}

export function HomeCard({ to, title, text, icon, lockedLabel, compact }: HomeCardProps) {
  const className = ['home-card', compact ? 'home-card-compact' : ''].filter(Boolean).join(' ');
  const Heading = compact ? 'h3' : 'h2';
  const body = (
    <>
      <Heading className="home-card-title">
        {icon}
        <span>{title}</span>
      </Heading>
      <p>{text}</p>
    </>
  );
  if (lockedLabel)
    return (
      <div className={`${className} home-card-locked`} aria-disabled="true">
        {body}
        <p className="badge">{lockedLabel}</p>
      </div>
    );
  return (
    <Link to={to} className={className}>
      {body}
    </Link>
  );
}
