import { describe, expect, it } from 'vitest';
import { batchIncrements, LateCommand, type SendBatch } from '../../src/redis/batchIncrements.js';

/** A counter store behind `batchIncrements`, recording each command it is sent. */
function recorder(options: { fail?: boolean } = {}) {
  const counters = new Map<string, number>();
  const sent: { key: string; units: number; deadline: number | undefined }[] = [];
  const refunds: { key: string; units: number }[] = [];
  const send: SendBatch = async (key, _expiresAt, units, deadline) => {
    sent.push({ key, units, deadline });
    if (options.fail) throw new Error('down');
    const count = (counters.get(key) ?? 0) + units;
    counters.set(key, count);
    return count;
  };
  const increment = batchIncrements(send, (key, units) => refunds.push({ key, units }));
  return { increment, sent, refunds, counters };
}

const request = (units: number, signal = new AbortController().signal, sent?: () => number) => ({ units, deadline: 1_000, signal, ...(sent ? { sent } : {}) });

describe('batchIncrements', () => {
  it('sends a batch the store refused as late once more, for the callers still waiting, with the deadlines they now have', async () => {
    // A busy turn between the batch leaving and the client writing it: the store refuses the command
    // (past the deadline it left with) and counts nothing, while the callers' waits started over at the write.
    const sent: { units: number; deadline: number | undefined }[] = [];
    const gaveUp = new AbortController();
    let count = 0;
    const increment = batchIncrements(
      async (_key, _expiresAt, units, deadline) => {
        sent.push({ units, deadline });
        if (sent.length === 1) {
          gaveUp.abort(); // one caller gave up while the command was on its way
          throw new LateCommand('late');
        }
        return (count += units);
      },
      () => {},
    );
    const waiting = { units: 1, deadline: 500, signal: new AbortController().signal, sent: () => (waiting.deadline = 900) };
    const leaving = { units: 2, deadline: 500, signal: gaveUp.signal, sent: () => 500 };
    const first = increment('k', 10, waiting);
    const second = increment('k', 10, leaving);
    expect(await first).toBe(1);
    await expect(second).rejects.toThrow('late');
    expect(sent).toEqual([
      { units: 3, deadline: 500 },
      { units: 1, deadline: 900 },
    ]);
  });

  it('sends a refused batch once more at most, and another failure not at all', async () => {
    let calls = 0;
    const late = batchIncrements(
      async () => {
        calls++;
        throw new LateCommand('late');
      },
      () => {},
    );
    await expect(late('k', 10, request(1))).rejects.toThrow('late');
    expect(calls).toBe(2);
    const { increment, sent } = recorder({ fail: true });
    await expect(increment('k', 10, request(1))).rejects.toThrow('down');
    expect(sent).toHaveLength(1);
  });

  it('sends the increments of one key in one tick as one command and hands out counts in the order of the calls', async () => {
    const { increment, sent } = recorder();
    const counts = await Promise.all([increment('a', 10), increment('a', 10, request(3)), increment('b', 10), increment('a', 10, request(2))]);
    expect(counts).toEqual([1, 4, 1, 6]);
    expect(sent).toEqual([
      { key: 'a', units: 6, deadline: 1_000 },
      { key: 'b', units: 1, deadline: undefined },
    ]);
    // The next tick is the next batch, going on from the count.
    expect(await Promise.all([increment('a', 10), increment('a', 10)])).toEqual([7, 8]);
    expect(sent).toHaveLength(3);
  });

  it("calls each caller's sent() as the batch leaves, and gives the command the earliest deadline", async () => {
    const { increment, sent } = recorder();
    const calls: string[] = [];
    const first = increment(
      'k',
      10,
      request(1, undefined, () => (calls.push('first'), 900)),
    );
    const second = increment(
      'k',
      10,
      request(1, undefined, () => (calls.push('second'), 700)),
    );
    expect(calls).toEqual([]); // nothing leaves within the tick of the calls
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(calls).toEqual(['first', 'second']);
    expect(sent).toEqual([{ key: 'k', units: 2, deadline: 700 }]);
  });

  it('leaves out a caller who gave up before the batch left, and refunds one who gave up on the way', async () => {
    const { increment, sent, refunds, counters } = recorder();
    const before = new AbortController();
    const onTheWay = new AbortController();
    const results = await Promise.allSettled([
      increment('k', 10, request(5, before.signal)),
      increment(
        'k',
        10,
        request(2, onTheWay.signal, () => (onTheWay.abort(), 1_000)),
      ),
      increment('k', 10, request(1)),
      (before.abort(), Promise.resolve()),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(results.slice(1, 3).map((r) => (r as PromiseFulfilledResult<number>).value)).toEqual([2, 3]);
    expect(sent).toEqual([{ key: 'k', units: 3, deadline: 1_000 }]);
    expect(counters.get('k')).toBe(3);
    expect(refunds).toEqual([{ key: 'k', units: 2 }]);
  });

  it('rejects every caller of a batch whose command fails', async () => {
    const { increment } = recorder({ fail: true });
    const results = await Promise.allSettled([increment('k', 10), increment('k', 10)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });
});
