import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { AppPath } from '../../routes';

export function LandingTile({ to, icon, title, text }: { to: AppPath; icon: ReactNode; title: string; text: string }) {
  return (
    <Link to={to} className="landing-tile">
      <span className="landing-tile-icon">{icon}</span>
      <span className="landing-tile-title">{title}</span>
      <span className="landing-tile-text">{text}</span>
    </Link>
  );
}
