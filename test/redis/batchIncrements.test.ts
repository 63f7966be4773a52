import { describe, expect, it } from 'vitest';
import { batchIncrements, type SendBatch } from '../../src/redis/batchIncrements.js';

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
