// The two kinds of list rows the information pages (introduction, how to use, support) are made of:
// a card with a marker, a title and a text, and a short point behind an icon.
import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/** A card row: the marker (an icon or a step number) is decorative, the title says what it is. */
export function PublicCardItem({ marker, title, text }: { marker: ReactNode; title: ReactNode; text: string }) {
  return (
    <li className="card public-item">
      {marker}
      <div>
        <h3>{title}</h3>
        <p>{text}</p>
      </div>
    </li>
  );
}

/** A list of short points, each behind the same decorative icon. */
export function PublicPoints({ icon: Icon, points }: { icon: LucideIcon; points: string[] }) {
  return (
    <ul className="public-list">
      {points.map((point) => (
        <li key={point} className="public-item">
          <Icon aria-hidden="true" size={22} />
          <p>{point}</p>
        </li>
      ))}
    </ul>
  );
}
