// The list of N-400 items of one part on /admin/n400: each opens its editor, shows whether it is
// hidden, from an older edition or has translations not yet reviewed, and moves up or down.
import { ArrowDown, ArrowUp } from 'lucide-react';
import type { N400AdminItemDto } from '@civics/sync-protocol';
import { Button } from '../../ui/button';

export const mainText = (item: N400AdminItemDto) =>
  item.kind === 'vocabulary' ? (item.fields.plainEnglish ?? '') : (item.fields.text ?? item.fields.question ?? '');
const unreviewed = (item: N400AdminItemDto) => Object.values(item.translations).filter((t) => !t.reviewed).length;

interface ItemListProps {
  items: N400AdminItemDto[];
  onOpen: (item: N400AdminItemDto) => void;
  /** Absent while the list is filtered: a move needs the whole list. */
  onMove?: (index: number, by: -1 | 1) => void;
}

export function ItemList({ items, onOpen, onMove }: ItemListProps) {
  return (
    <ul className="n400-admin-list" aria-label="Items">
      {items.map((item, index) => (
        <li key={item.id} className="n400-admin-row">
          <button type="button" className="n400-admin-item" onClick={() => onOpen(item)}>
            <strong>{item.label}</strong> <span lang="en">{mainText(item)}</span>
            <span className="n400-admin-badges">
              {!item.isActive && <span className="badge">Hidden</span>}
              {item.legacy && <span className="badge">Older edition</span>}
              {unreviewed(item) > 0 && <span className="badge">{unreviewed(item)} not reviewed</span>}
            </span>
          </button>
          {onMove && (
            <span className="n400-admin-move">
              <Button
                variant="ghost"
                aria-label={`Move ${item.label} up`}
                disabled={index === 0}
                onClick={() => onMove(index, -1)}
              >
                <ArrowUp size={18} aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                aria-label={`Move ${item.label} down`}
                disabled={index === items.length - 1}
                onClick={() => onMove(index, 1)}
              >
                <ArrowDown size={18} aria-hidden="true" />
              </Button>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
