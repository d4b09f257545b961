import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../../routes';

/** The information pages' header: back to the start page, the title, and an optional tool. */
export function PublicPageHeader({
  title,
  backLabel,
  children,
}: {
  title: string;
  backLabel: string;
  children?: ReactNode;
}) {
  return (
    <header className="public-header">
      <div className="public-header-bar">
        <Link to={paths.landing} className="button button-ghost public-back">
          <ArrowLeft aria-hidden="true" size={20} />
          {backLabel}
        </Link>
        <h1 className="public-title">{title}</h1>
      </div>
      {children}
    </header>
  );
}
