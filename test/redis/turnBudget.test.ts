import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { budgetTurns, messagesPerTurn, turnCounts } from '../../src/redis/turnBudget.js';

// The turn budget of a subscriber's socket, on a stream whose chunks are all waiting at once (as a
// socket's reads are in a flood). A turn of the event loop, for the observers here as for the
// subscriber's message counter: from a turn's first delivery to the check phase after it. Their
// listeners come after the budget's, as a client's parser comes after it on the socket.

/** Bytes and chunks delivered in each turn, as an observer with turns of its own counts them. */
function observe(stream: PassThrough) {
  const seen = { total: 0, mostBytes: 0, mostChunks: 0 };
  let bytes = 0;
  stream.on('data', (chunk: Buffer) => {
    if (bytes === 0) setImmediate(() => (bytes = 0));
    bytes += chunk.length;
    seen.total += chunk.length;
    seen.mostBytes = Math.max(seen.mostBytes, bytes);
  });
  const counts = turnCounts();
  const heard = messagesPerTurn(counts);
  stream.on('data', () => heard());
  return { seen, counts };
}

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let attempt = 0; attempt < 1000; attempt++) {
    if (condition()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`never happened: ${what}`);
}

describe('budgetTurns', () => {
  it('delivers at most the budget plus one read in a turn, the bytes buffered while paused included', async () => {
    const stream = new PassThrough();
    const counts = turnCounts();
    budgetTurns(stream, counts, 100);
    const { seen, counts: messages } = observe(stream);
    // Ten reads of 60 B waiting at once: the budget pauses the stream at the second of a turn, with the
    // rest buffered. Resumed in the check phase of that same turn, it handed the observers two more.
    for (let i = 0; i < 10; i++) stream.write(Buffer.alloc(60));
    await until(() => seen.total === 600, 'all 600 bytes delivered');
    expect(counts.pauses).toBeGreaterThan(1);
    expect(counts.mostBytesInTurn).toBe(120);
    expect(seen.mostBytes).toBeLessThanOrEqual(100 + 60);
    expect(messages.mostMessagesInTurn).toBeLessThanOrEqual(2);
  });

  it('loses and reorders nothing, and leaves a destroyed stream paused', async () => {
    const stream = new PassThrough();
    budgetTurns(stream, turnCounts(), 10);
    const got: number[] = [];
    stream.on('data', (chunk: Buffer) => got.push(...chunk));
    for (let i = 0; i < 50; i++) stream.write(Buffer.from([i]));
    await until(() => got.length === 50, 'every byte');
    expect(got).toEqual(Array.from({ length: 50 }, (_, i) => i));
    for (let i = 0; i < 30; i++) stream.write(Buffer.from([i]));
    stream.destroy();
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(stream.isPaused()).toBe(true);
  });
});
