import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { db } from '../db/database';
import { pendingCount } from '../db/outbox';
import { readSettings, recordAnswer, updateSettings } from '../db/learner-records';
import { json, pullDto, stubFetch } from '../test/fetch-stub';
import { pullChanges, pushOutbox } from './push-pull';
import { freshDatabaseEachTest } from '../test/fresh-database';

interface PushedOp {
  id: string;
  seq: number;
  type: string;
}
interface PushCall {
  clientId: string;
  ops: PushedOp[];
}

/** A server that speaks the push protocol: each op id applied once, per device id. */
function fakeServer(options: { failFirst?: number } = {}) {
  const applied = new Set<string>();
  const pushes: PushCall[] = [];
  let failures = options.failFirst ?? 0;
  const fetchMock = stubFetch(async (url, init) => {
    if (url === '/api/sync/push') {
      if (failures > 0) {
        failures -= 1;
        throw new TypeError('Failed to fetch');
      }
      const body = JSON.parse(String(init.body)) as PushCall;
      pushes.push(body);
      const results = body.ops.map((op) => {
        const status = applied.has(op.id) ? 'duplicate' : 'applied';
        applied.add(op.id);
        return { id: op.id, status };
      });
      return json({ appliedThroughSeq: Math.max(0, ...body.ops.map((o) => o.seq)), results });
    }
    throw new Error(`unexpected ${url}`);
  });
  return { applied, pushes, fetchMock };
}

freshDatabaseEachTest();

describe('the outbox', () => {
  it('stores the record and its op together, with seq rising per account', async () => {
    await recordAnswer(1, { questionId: 3, isCorrect: true, studyTime: 10 });
    await recordAnswer(1, { questionId: 4, isCorrect: false, studyTime: 12 });
    await recordAnswer(2, { questionId: 3, isCorrect: true, studyTime: 9 });
    expect(await db.answers.count()).toBe(3);
    const ops = await db.outbox.where('userId').equals(1).sortBy('seq');
    expect(ops.map((o) => o.seq)).toEqual([1, 2]);
    expect((await db.outbox.where('userId').equals(2).first())?.seq).toBe(1);
  });

  it('pushes in seq order and empties the queue', async () => {
    const server = fakeServer();
    for (const questionId of [5, 1, 9]) await recordAnswer(1, { questionId, isCorrect: true, studyTime: 1 });
    await pushOutbox(1);
    expect(server.pushes).toHaveLength(1);
    expect(server.pushes[0]!.ops.map((o) => o.seq)).toEqual([1, 2, 3]);
    expect(await pendingCount(1)).toBe(0);
    expect(await db.answers.count()).toBe(3);
  });

  it('keeps every op after a failed push and sends them again, applied once', async () => {
    const server = fakeServer({ failFirst: 1 });
    await recordAnswer(1, { questionId: 2, isCorrect: true, studyTime: 1 });
    await expect(pushOutbox(1)).rejects.toThrow('Failed to fetch');
    expect(await pendingCount(1)).toBe(1);
    await pushOutbox(1);
    expect(await pendingCount(1)).toBe(0);
    expect(server.applied.size).toBe(1);
  });

  it("never sends another account's ops, and uses a device id per account", async () => {
    const server = fakeServer();
    await recordAnswer(1, { questionId: 2, isCorrect: true, studyTime: 1 });
    await recordAnswer(2, { questionId: 7, isCorrect: false, studyTime: 1 });
    await pushOutbox(2);
    expect(server.pushes).toHaveLength(1);
    expect(server.pushes[0]!.ops).toHaveLength(1);
    expect(await pendingCount(1)).toBe(1);
    await pushOutbox(1);
    expect(server.pushes[1]!.clientId).not.toBe(server.pushes[0]!.clientId);
  });

  it('keeps a rejected op aside with its reason instead of resending it forever', async () => {
    stubFetch(async (_url, init) => {
      const body = JSON.parse(String(init.body)) as PushCall;
      return json({
        appliedThroughSeq: 1,
        results: body.ops.map((op) => ({ id: op.id, status: 'rejected', reason: 'Unknown question 999' })),
      });
    });
    await recordAnswer(1, { questionId: 999, isCorrect: true, studyTime: 1 });
    await pushOutbox(1);
    expect(await pendingCount(1)).toBe(0);
    expect((await db.rejectedOps.toArray())[0]?.reason).toBe('Unknown question 999');
  });
});

describe('pull', () => {
  const serverAnswer = {
    id: 'a1',
    questionId: 1,
    isCorrect: true,
    studyTime: 5,
    answeredAt: '2026-11-01T00:00:00.000Z',
  };

  it('merges records as a union and keeps a local setting that is still waiting to be pushed', async () => {
    await updateSettings(1, { studyModeSettings: { timeLimit: 45 } });
    stubFetch(() => json(pullDto({ cursor: 4, answers: [serverAnswer] }, { timeLimit: 20, questionReadCount: 6 })));
    await pullChanges(1);
    await pullChanges(1);
    expect(await db.answers.count()).toBe(1);
    const settings = await readSettings(1);
    expect(settings.studyModeSettings.timeLimit).toBe(45);
    expect(settings.studyModeSettings.questionReadCount).toBe(6);
    expect((await db.syncClients.get(1))?.cursor).toBe(4);
  });
});
