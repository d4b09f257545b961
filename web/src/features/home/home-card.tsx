import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { AppPath } from '../../routes';

interface HomeCardProps {
  to: AppPath;
  title: string;
  text: string;
  /** A lucide icon, decorative: the title says what the card is. */
  icon?: ReactNode;
  /** A small label under the text, e.g. "Level 2 Required" on a tile that leads to /checkout. */
  badge?: string;
  /** The smaller tile of the "More practice" grid. */
  compact?: boolean;
}

export function HomeCard({ to, title, text, icon, badge, compact }: HomeCardProps) {
  const className = ['home-card', compact ? 'home-card-compact' : ''].filter(Boolean).join(' ');
  const Heading = compact ? 'h3' : 'h2';
  return (
    <Link to={to} className={className}>
      <Heading className="home-card-title">
        {icon}
        <span>{title}</span>
      </Heading>
      <p>{text}</p>
      {badge && <p className="badge">{badge}</p>}
    </Link>
  );
}
