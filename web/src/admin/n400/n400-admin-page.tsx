// /admin/n400 (issue 32): the N-400 texts learners practise (Part 9 questions, words, officer's
// questions), with their translations. An admin corrects the English, hides an item, and corrects
// and approves the machine-made translations, which learners see "Not yet reviewed" until then.
import { useQuery } from '@tanstack/react-query';
import type { N400AdminItemDto, N400Kind } from '@civics/sync-protocol';
import { useState } from 'react';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { PageHeader } from '../ui/page-header';
import { QueryState } from '../ui/query-state';
import { listN400, n400Key } from './n400-api';
import { N400ItemEditor } from './n400-item-editor';
import './n400-admin.css';

const KINDS: Array<{ kind: N400Kind; label: string }> = [
  { kind: 'part9', label: 'Part 9 questions' },
  { kind: 'vocabulary', label: 'Words' },
  { kind: 'personal', label: "Officer's questions" },
];

const mainText = (item: N400AdminItemDto) =>
  item.kind === 'vocabulary' ? (item.fields.plainEnglish ?? '') : (item.fields.text ?? item.fields.question ?? '');
const unreviewed = (item: N400AdminItemDto) => Object.values(item.translations).filter((t) => !t.reviewed).length;

function ItemList({ items, onOpen }: { items: N400AdminItemDto[]; onOpen: (item: N400AdminItemDto) => void }) {
  return (
    <ul className="n400-admin-list" aria-label="Items">
      {items.map((item) => (
        <li key={item.id}>
          <button type="button" className="n400-admin-item" onClick={() => onOpen(item)}>
            <strong>{item.label}</strong> <span lang="en">{mainText(item)}</span>
            <span className="n400-admin-badges">
              {!item.isActive && <span className="badge">Hidden</span>}
              {item.legacy && <span className="badge">Older edition</span>}
              {unreviewed(item) > 0 && <span className="badge">{unreviewed(item)} not reviewed</span>}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export function Screen() {
  const query = useQuery({ queryKey: n400Key, queryFn: listN400 });
  const [kind, setKind] = useState<N400Kind>('part9');
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <div className="stack">
      <PageHeader
        title="N-400 texts"
        description="What learners practise before the civics questions. Changes reach learners with their next N-400 download."
      />
      <div className="button-row" role="group" aria-label="Part">
        {KINDS.map((k) => (
          <Button
            key={k.kind}
            variant={kind === k.kind ? 'primary' : 'secondary'}
            aria-pressed={kind === k.kind}
            onClick={() => {
              setKind(k.kind);
              setOpenId(null);
            }}
          >
            {k.label}
          </Button>
        ))}
      </div>
      <TextField label="Search" value={search} onChange={(e) => setSearch(e.target.value)} />
      <QueryState query={query}>
        {(data) => {
          const words = search.trim().toLowerCase();
          const items = data.items.filter(
            (i) => i.kind === kind && (!words || `${i.label} ${mainText(i)}`.toLowerCase().includes(words)),
          );
          const open = data.items.find((i) => i.kind === kind && i.id === openId);
          return (
            <>
              {open && <N400ItemEditor key={open.id} item={open} />}
              <p className="admin-muted">{items.length} items</p>
              <ItemList items={items} onOpen={(item) => setOpenId(item.id)} />
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
