import { Link } from 'react-router-dom';
import type { AppPath } from '../../routes';

interface HomeCardProps {
  to: AppPath;
  title: string;
  text: string;
  /** When set, the card is shown but cannot be opened, and this label says why. */
  lockedLabel?: string;
}

export function HomeCard({ to, title, text, lockedLabel }: HomeCardProps) {
  if (lockedLabel)
    return (
      <div className="home-card home-card-locked" aria-disabled="true">
        <h2 className="home-card-title">{title}</h2>
        <p>{text}</p>
        <p className="badge">{lockedLabel}</p>
      </div>
    );
  return (
    <Link to={to} className="home-card">
      <h2 className="home-card-title">{title}</h2>
      <p>{text}</p>
    </Link>
  );
}
