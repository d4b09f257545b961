// Group commit: pushes that arrive together share one transaction. A push is queued; the queue
// is taken after the current event-loop turn (so every push read in the same turn joins) and
// again whenever the previous transaction ended (so pushes that arrived meanwhile join the next).
// No push is answered before the transaction holding its ops committed: an acknowledged op is
// durable. If the shared transaction fails, nothing of it was acknowledged; each of its pushes is
// then tried again alone, so one push's failure is never its neighbours'.
import type { PushAnswer } from '@civics/sync-protocol';
import type { Db } from '../../db/database.js';
import { isTransient } from './apply.js';
import { applyPushGroup, type PushJob, type PushOutcome } from './push-group.js';

/** Ops in one transaction at most (bounds the `in (...)` lists and the time the writer is held). */
const MAX_GROUP_OPS = 2_000;
/** Transactions a push alone gets when the database is busy, before its device hears 500 and resends. */
const MAX_ATTEMPTS_ALONE = 3;

interface Waiting {
  job: PushJob;
  resolve: (outcome: { answer: PushAnswer; changedUser: boolean }) => void;
  reject: (error: unknown) => void;
}

export class PushCommitter {
  private queue: Waiting[] = [];
  private scheduled = false;
  private running = false;
  /** Transactions committed so far (the tests and the bench read it). */
  committed = 0;

  constructor(private readonly db: Db) {}

  /** Resolves once the push's transaction committed; rejects with its refusal or failure. */
  submit(job: PushJob): Promise<{ answer: PushAnswer; changedUser: boolean }> {
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.schedule();
    });
  }

  get waiting(): number {
    return this.queue.length;
  }

  private schedule(): void {
    if (this.running || this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.queue.length > 0) await this.commitNext();
    } finally {
      this.running = false;
      if (this.queue.length > 0) this.schedule();
    }
  }

  private take(): Waiting[] {
    let ops = 0;
    let count = 0;
    while (count < this.queue.length && (count === 0 || ops + this.queue[count]!.job.ops.length <= MAX_GROUP_OPS)) {
      ops += this.queue[count]!.job.ops.length;
      count += 1;
    }
    return this.queue.splice(0, count);
  }

  private async commitNext(): Promise<void> {
    let group: Waiting[] = [];
    let outcomes: PushOutcome[];
    try {
      // Taken once the transaction holds the database: pushes that came while it waited join it.
      outcomes = await this.db.transaction().execute(async (trx) => {
        group = this.take();
        return applyPushGroup(
          trx,
          group.map((w) => w.job),
        );
      });
    } catch (error) {
      if (group.length === 0) group = this.take(); // the transaction never began
      // Nothing of it was acknowledged. A push alone whose failure was its own is refused; otherwise
      // each push is tried again in a transaction of its own (a busy database may be free now).
      if (group.length === 1 && !isTransient(error)) return group[0]!.reject(error);
      for (const waiting of group) await this.commitAlone(waiting);
      return;
    }
    this.committed += 1;
    group.forEach((waiting, i) => settle(waiting, outcomes[i]!));
  }

  /** One push in its own transaction; a transient failure (busy, lost connection) is tried again. */
  private async commitAlone(waiting: Waiting): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const [outcome] = await this.db.transaction().execute((trx) => applyPushGroup(trx, [waiting.job]));
        this.committed += 1;
        return settle(waiting, outcome!);
      } catch (error) {
        if (attempt >= MAX_ATTEMPTS_ALONE || !isTransient(error)) return waiting.reject(error);
      }
    }
  }
}

function settle(waiting: Waiting, outcome: PushOutcome): void {
  if ('refused' in outcome) waiting.reject(outcome.refused);
  else waiting.resolve(outcome);
}

const committers = new WeakMap<Db, PushCommitter>();
/** One committer per database handle, i.e. per app: one writer queue in each process. */
export function committerFor(db: Db): PushCommitter {
  let committer = committers.get(db);
  if (!committer) committers.set(db, (committer = new PushCommitter(db)));
  return committer;
}
