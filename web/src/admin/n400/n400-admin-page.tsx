// /admin/n400 (issue 32): the N-400 texts learners practise (Part 9 questions, words, officer's
// questions), with their translations. An admin corrects the English, hides an item, and corrects
// and approves the machine-made translations, which learners see "Not yet reviewed" until then.
// It adds an item, imports a file of them in the seed's shape, and moves items up or down: the order
// learners meet them in.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { N400AdminList, N400Kind } from '@civics/sync-protocol';
import { useState } from 'react';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { PageHeader } from '../ui/page-header';
import { QueryState } from '../ui/query-state';
import { useRevealForm } from '../ui/use-reveal-form';
import { notifyError } from '../ui/notify';
import { listN400, n400Key, orderN400Items } from './n400-api';
import { N400ImportPanel } from './n400-import-panel';
import { N400ItemEditor } from './n400-item-editor';
import { ItemList, mainText } from './n400-item-list';
import { N400NewItem } from './n400-new-item';
import './n400-admin.css';

const KINDS: Array<{ kind: N400Kind; label: string }> = [
  { kind: 'part9', label: 'Part 9 questions' },
  { kind: 'vocabulary', label: 'Words' },
  { kind: 'personal', label: "Officer's questions" },
];

type Adding = 'item' | 'file' | null;

function KindButtons({ kind, onChoose }: { kind: N400Kind; onChoose: (kind: N400Kind) => void }) {
  return (
    <div className="button-row" role="group" aria-label="Part">
      {KINDS.map((k) => (
        <Button
          key={k.kind}
          variant={kind === k.kind ? 'primary' : 'secondary'}
          aria-pressed={kind === k.kind}
          onClick={() => onChoose(k.kind)}
        >
          {k.label}
        </Button>
      ))}
    </div>
  );
}

function AddButtons({ adding, onToggle }: { adding: Adding; onToggle: (adding: Adding) => void }) {
  return (
    <div className="button-row">
      <Button
        variant={adding === 'item' ? 'primary' : 'secondary'}
        onClick={() => onToggle(adding === 'item' ? null : 'item')}
      >
        Add an item
      </Button>
      <Button
        variant={adding === 'file' ? 'primary' : 'secondary'}
        onClick={() => onToggle(adding === 'file' ? null : 'file')}
      >
        Import a file
      </Button>
    </div>
  );
}

interface KindItemsProps {
  data: N400AdminList;
  kind: N400Kind;
  search: string;
  openId: string | null;
  onOpen: (id: string) => void;
  /** Absent while an order is being saved. */
  onOrder?: (ids: string[]) => void;
}

/** The items of the chosen part that match the search, with the open one's editor above them. */
function KindItems({ data, kind, search, openId, onOpen, onOrder }: KindItemsProps) {
  const words = search.trim().toLowerCase();
  const items = data.items.filter(
    (i) => i.kind === kind && (!words || `${i.label} ${mainText(i)}`.toLowerCase().includes(words)),
  );
  const open = data.items.find((i) => i.kind === kind && i.id === openId);
  // The editor opens above the list, maybe far above the item tapped on a phone.
  const editor = useRevealForm<HTMLDivElement>(open?.id ?? null);
  return (
    <>
      {open && (
        <div ref={editor}>
          <N400ItemEditor key={open.id} item={open} />
        </div>
      )}
      <p className="admin-muted">{items.length} items</p>
      <ItemList
        items={items}
        onOpen={(item) => onOpen(item.id)}
        onMove={
          words || !onOrder
            ? undefined
            : (index, by) => {
                const ids = items.map((i) => i.id);
                [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
                onOrder(ids);
              }
        }
      />
    </>
  );
}

export function Screen() {
  const query = useQuery({ queryKey: n400Key, queryFn: listN400 });
  const [kind, setKind] = useState<N400Kind>('part9');
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const [adding, setAdding] = useState<Adding>(null);
  const client = useQueryClient();
  const order = useMutation({
    mutationFn: (ids: string[]) => orderN400Items(kind, ids),
    onSettled: () => void client.invalidateQueries({ queryKey: n400Key }),
    onError: (error) => notifyError(error, 'Order not saved'),
  });
  const kindLabel = KINDS.find((k) => k.kind === kind)!.label;
  const chooseKind = (next: N400Kind) => {
    setKind(next);
    setOpenId(null);
    setAdding(null);
  };
  return (
    <div className="stack">
      <PageHeader
        title="N-400 texts"
        description="What learners practise before the civics questions. Changes reach learners with their next N-400 download."
      />
      <KindButtons kind={kind} onChoose={chooseKind} />
      <AddButtons adding={adding} onToggle={setAdding} />
      {adding === 'item' && <N400NewItem key={kind} kind={kind} onCreated={(id) => setOpenId(id)} />}
      {adding === 'file' && <N400ImportPanel key={kind} kind={kind} kindLabel={kindLabel} />}
      <TextField label="Search" value={search} onChange={(e) => setSearch(e.target.value)} />
      <QueryState query={query}>
        {(data) => (
          <KindItems
            data={data}
            kind={kind}
            search={search}
            openId={openId}
            onOpen={setOpenId}
            onOrder={order.isPending ? undefined : (ids) => order.mutate(ids)}
          />
        )}
      </QueryState>
    </div>
  );
}
