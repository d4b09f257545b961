// Group commit (issue 15): pushes that arrive together share one transaction, and no push is
// answered before the transaction holding its ops committed. A failing shared transaction
// acknowledges nothing of it; its pushes are then tried alone, so one push's failure is its own.
import { randomUUID } from 'node:crypto';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signUp } from '../../test/helper.js';
import type { CivicsApp } from '../../app.js';
import { answerOp, pushOps } from '../../test/sync-ops.js';
import { committerFor, PushCommitter } from './group-commit.js';
import type { PushJob } from './push-group.js';

const job = (userId: number, clientId: string, ops: ReturnType<typeof answerOp>[]): PushJob => ({
  userId,
  clientId,
  ops,
  receivedAt: new Date().toISOString(),
});
const storedOps = async (app: CivicsApp, ids: string[]) =>
  (await app.db.selectFrom('syncOps').select('opId').where('opId', 'in', ids).execute()).map((row) => row.opId).sort();
const storedAnswers = async (app: CivicsApp, ids: string[]) =>
  (await app.db.selectFrom('answerAttempts').select('id').where('id', 'in', ids).execute()).map((row) => row.id).sort();

/** Fails the write of one device's row (the group's last statement): a failure outside any one op. */
class FailDevicePlugin implements KyselyPlugin {
  constructor(private readonly clientId: string) {}
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const text = args.node.kind === 'InsertQueryNode' ? JSON.stringify(args.node) : '';
    if (/sync_?[cC]lients/.test(text) && text.includes(this.clientId)) throw new Error('simulated write failure');
    return args.node;
  }
  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}

describe('group commit of pushes', { timeout: 60_000 }, () => {
  it('two concurrent pushes over HTTP are both acknowledged and both stored', async () => {
    const app = await buildTestApp();
    const [a, b] = [await signUp(app, 'learner1', { level: 1 }), await signUp(app, 'learner2', { level: 1 })];
    const opsA = [answerOp(1, 1), answerOp(2, 2)];
    const opsB = [answerOp(1, 3)];
    const [pushA, pushB] = await Promise.all([
      pushOps(app, a.cookie, randomUUID(), opsA),
      pushOps(app, b.cookie, randomUUID(), opsB),
    ]);
    expect([pushA.statusCode, pushB.statusCode]).toEqual([200, 200]);
    expect(pushA.json().results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied']);
    expect(pushB.json().results.map((r: { status: string }) => r.status)).toEqual(['applied']);
    const ids = [...opsA, ...opsB].map((op) => op.id);
    expect(await storedOps(app, ids)).toEqual([...ids].sort());
    expect(await storedAnswers(app, ids)).toEqual([...ids].sort());
  });

  it('pushes submitted together share one transaction, and each is answered only once it committed', async () => {
    const app = await buildTestApp();
    const [a, b] = [await signUp(app, 'learner1', { level: 1 }), await signUp(app, 'learner2', { level: 1 })];
    const committer = committerFor(app.db);
    const before = committer.committed;
    const jobA = job(a.user.id, randomUUID(), [answerOp(1, 1)]);
    const jobB = job(b.user.id, randomUUID(), [answerOp(1, 2), answerOp(2, 3)]);
    // When each answer arrives, its ops must already be readable from outside its transaction.
    const seenAtAnswer = await Promise.all(
      [jobA, jobB].map((j) =>
        committer.submit(j).then(async (outcome) => ({
          outcome,
          stored: await storedOps(
            app,
            j.ops.map((op) => op.id),
          ),
        })),
      ),
    );
    expect(committer.committed - before).toBe(1);
    seenAtAnswer.forEach(({ outcome, stored }, i) => {
      const ops = [jobA, jobB][i]!.ops;
      expect(outcome.answer.results.every((r) => r.status === 'applied')).toBe(true);
      expect(outcome.answer.appliedThroughSeq).toBe(ops.length);
      expect(stored).toEqual(ops.map((op) => op.id).sort());
    });
  });

  it('a failing shared transaction acknowledges nothing of it; the other push then commits alone', async () => {
    const app = await buildTestApp();
    const [a, b] = [await signUp(app, 'learner1', { level: 1 }), await signUp(app, 'learner2', { level: 1 })];
    const badDevice = randomUUID();
    // Same database, one extra plugin that fails the write of one device's row.
    const committer = new PushCommitter(app.db.withPlugin(new FailDevicePlugin(badDevice)));
    const jobA = job(a.user.id, badDevice, [answerOp(1, 1)]);
    const jobB = job(b.user.id, randomUUID(), [answerOp(1, 2)]);
    const [outcomeA, outcomeB] = await Promise.allSettled([committer.submit(jobA), committer.submit(jobB)]);
    expect(outcomeA.status).toBe('rejected');
    expect((outcomeA as PromiseRejectedResult).reason).toBeInstanceOf(Error);
    expect(outcomeB.status).toBe('fulfilled');
    expect(
      (outcomeB as PromiseFulfilledResult<{ answer: { results: Array<{ status: string }> } }>).value.answer.results[0]!
        .status,
    ).toBe('applied');
    // Only the transaction of B alone committed: A's op is nowhere, B's op once.
    expect(committer.committed).toBe(1);
    expect(await storedOps(app, [jobA.ops[0]!.id])).toEqual([]);
    expect(await storedAnswers(app, [jobA.ops[0]!.id])).toEqual([]);
    expect(await storedOps(app, [jobB.ops[0]!.id])).toEqual([jobB.ops[0]!.id]);
    expect(
      await app.db.selectFrom('syncClients').select('clientId').where('clientId', '=', badDevice).execute(),
    ).toEqual([]);
  });
});
