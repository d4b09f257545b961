// The learner's way around (issue 22): Home, Study, Review, Progress and Settings, one tap each.
// A bottom bar in the thumb zone on phones, a side rail on wide screens (app-shell.css).
import { BookOpen, CalendarCheck, ChartNoAxesColumnIncreasing, House, Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { paths, type AppPath } from '../routes';

const TABS: Array<{ to: AppPath; key: 'home' | 'study' | 'review' | 'progress' | 'settings'; icon: ReactNode }> = [
  { to: paths.home, key: 'home', icon: <House size={22} aria-hidden="true" /> },
  { to: paths.study, key: 'study', icon: <BookOpen size={22} aria-hidden="true" /> },
  { to: paths.review, key: 'review', icon: <CalendarCheck size={22} aria-hidden="true" /> },
  { to: paths.progress, key: 'progress', icon: <ChartNoAxesColumnIncreasing size={22} aria-hidden="true" /> },
  { to: paths.settings, key: 'settings', icon: <Settings size={22} aria-hidden="true" /> },
];

export function TabBar() {
  const { t } = useTranslation();
  return (
    <nav className="tab-bar" aria-label={t('nav.tabs')}>
      <ul>
        {TABS.map((tab) => (
          <li key={tab.key}>
            <NavLink to={tab.to} className="tab-bar-link">
              {tab.icon}
              <span>{t(`nav.${tab.key}`)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
