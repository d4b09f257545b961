// /admin/n400 (issue 32): the N-400 texts learners practise (Part 9 questions, words, officer's
// questions), with their translations. An admin corrects the English, hides an item, and corrects
// and approves the machine-made translations, which learners see "Not yet reviewed" until then.
// It adds an item, imports a file of them in the seed's shape, and moves items up or down: the order
// learners meet them in.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp } from 'lucide-react';
import type { N400AdminItemDto, N400Kind } from '@civics/sync-protocol';
import { useState } from 'react';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { PageHeader } from '../ui/page-header';
import { QueryState } from '../ui/query-state';
import { notifyError } from '../ui/notify';
import { listN400, n400Key, orderN400Items } from './n400-api';
import { N400ImportPanel } from './n400-import-panel';
import { N400ItemEditor } from './n400-item-editor';
import { N400NewItem } from './n400-new-item';
import './n400-admin.css';

const KINDS: Array<{ kind: N400Kind; label: string }> = [
  { kind: 'part9', label: 'Part 9 questions' },
  { kind: 'vocabulary', label: 'Words' },
  { kind: 'personal', label: "Officer's questions" },
];

const mainText = (item: N400AdminItemDto) =>
  item.kind === 'vocabulary' ? (item.fields.plainEnglish ?? '') : (item.fields.text ?? item.fields.question ?? '');
const unreviewed = (item: N400AdminItemDto) => Object.values(item.translations).filter((t) => !t.reviewed).length;

interface ItemListProps {
  items: N400AdminItemDto[];
  onOpen: (item: N400AdminItemDto) => void;
  /** Absent while the list is filtered: a move needs the whole list. */
  onMove?: (index: number, by: -1 | 1) => void;
}

function ItemList({ items, onOpen, onMove }: ItemListProps) {
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

export function Screen() {
  const query = useQuery({ queryKey: n400Key, queryFn: listN400 });
  const [kind, setKind] = useState<N400Kind>('part9');
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const [adding, setAdding] = useState<'item' | 'file' | null>(null);
  const client = useQueryClient();
  const order = useMutation({
    mutationFn: (ids: string[]) => orderN400Items(kind, ids),
    onSettled: () => void client.invalidateQueries({ queryKey: n400Key }),
    onError: (error) => notifyError(error, 'Order not saved'),
  });
  const kindLabel = KINDS.find((k) => k.kind === kind)!.label;
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
              setAdding(null);
            }}
          >
            {k.label}
          </Button>
        ))}
      </div>
      <div className="button-row">
        <Button
          variant={adding === 'item' ? 'primary' : 'secondary'}
          onClick={() => setAdding(adding === 'item' ? null : 'item')}
        >
          Add an item
        </Button>
        <Button
          variant={adding === 'file' ? 'primary' : 'secondary'}
          onClick={() => setAdding(adding === 'file' ? null : 'file')}
        >
          Import a file
        </Button>
      </div>
      {adding === 'item' && <N400NewItem key={kind} kind={kind} onCreated={(id) => setOpenId(id)} />}
      {adding === 'file' && <N400ImportPanel key={kind} kind={kind} kindLabel={kindLabel} />}
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
              <ItemList
                items={items}
                onOpen={(item) => setOpenId(item.id)}
                onMove={
                  words || order.isPending
                    ? undefined
                    : (index, by) => {
                        const ids = items.map((i) => i.id);
                        [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
                        order.mutate(ids);
                      }
                }
              />
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
