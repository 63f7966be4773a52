import type { IncrementRequest, RateLimitStore } from '../contracts/rateLimitStore.js';

/**
 * Sends the sum of one key's increments as one command: resolves to the counter after adding
 * `units`. `deadline` (epoch ms of this process) is the earliest deadline of the batch, absent when
 * no caller gave one; a command that would run after it must count nothing and reject.
 */
export type SendBatch = (key: string, expiresAt: number, units: number, deadline: number | undefined) => Promise<number>;

/**
 * What a `SendBatch` throws when the store refused the command for arriving past its deadline, having
 * counted nothing: the batch may then be sent again for the callers still waiting.
 */
export class LateCommand extends Error {
  readonly late = true;
}

const isLate = (error: unknown): boolean => error instanceof LateCommand;

/** Takes back `units` of `key` that were counted for callers who had already given up. */
export type Refund = (key: string, units: number) => void;

interface Share {
  readonly units: number;
  readonly request: IncrementRequest | undefined;
  readonly resolve: (count: number) => void;
  readonly reject: (error: unknown) => void;
}

interface Batch {
  expiresAt: number;
  readonly shares: Share[];
}

// After the current tick's callbacks: every increment a burst makes in one turn of the event loop
// joins the batch. setTimeout(0) where there is no setImmediate.
const defer: (run: () => void) => void = typeof setImmediate === 'function' ? (run) => void setImmediate(run) : (run) => void setTimeout(run, 0);

/**
 * Turns a command that adds to one counter into a store's `increment` that sends the increments of
 * one key made within one tick as one command, and hands out their counts in the order of the calls:
 * the first caller gets the count before the batch plus its own units, and so on. The counts are as
 * exact as one command per call would give, for one round trip per key per tick instead of one per
 * request (a burst of 1,000 requests on one key is one command, not a queue of 1,000 in the client).
 *
 * Each caller's `request.sent()` is called as the batch leaves and again a turn later, once the client
 * has written it, so the handler times the round trip, not the ticks spent waiting. A caller that gave up before that is left out (rejected, never
 * counted); one that gave up while the command was on its way is counted, then refunded.
 *
 * @param sendBatch - Adds a batch's units to its key, atomically, refusing past the deadline.
 * @param refund - Takes back units that were counted for callers who had already given up.
 * @returns The store's `increment`.
 * @example
 * const increment = batchIncrements((key, expiresAt, units) => incrBy(key, units, expiresAt), refund);
 * await Promise.all([increment('k:1', end), increment('k:1', end)]) // [1, 2], one command
 */
export function batchIncrements(sendBatch: SendBatch, refund: Refund): RateLimitStore['increment'] {
  let pending = new Map<string, Batch>();

  function flush(): void {
    const batches = pending;
    pending = new Map();
    for (const [key, batch] of batches) void send(key, batch);
  }

  async function send(key: string, batch: Batch, retried = false): Promise<void> {
    const shares: Share[] = [];
    for (const share of batch.shares) {
      if (share.request?.signal.aborted) share.reject(new Error('The handler stopped waiting before the increment was sent.'));
      else shares.push(share);
    }
    if (shares.length === 0) return;
    let deadline: number | undefined;
    let units = 0;
    for (const { request, units: n } of shares) {
      units += n;
      if (request === undefined) continue;
      // A resend keeps the deadlines the callers have (their two restarts are spent).
      const own = retried ? request.deadline : (request.sent?.() ?? request.deadline);
      deadline = deadline === undefined ? own : Math.min(deadline, own);
    }
    let count: number;
    try {
      const answer = sendBatch(key, batch.expiresAt, units, deadline);
      // A client may write on its next turn (node-redis does, at setImmediate, queued before this one):
      // each wait starts over once the command is on the wire, so a busy turn is not taken for the store's.
      defer(() => {
        for (const { request } of shares) request?.sent?.();
      });
      count = await answer;
    } catch (error) {
      // The store refused a command that reached it past the deadline given as it left, and counted
      // nothing; but the waits started over when the client wrote it, so a busy turn between the two
      // (this process's, not the store's) can leave callers still waiting for a healthy store. They are
      // sent once more, with the deadlines they now have; a caller that gave up is rejected.
      if (retried || !isLate(error)) {
        for (const share of shares) share.reject(error);
        return;
      }
      const waiting = shares.filter((share) => !share.request?.signal.aborted);
      for (const share of shares) if (!waiting.includes(share)) share.reject(error);
      if (waiting.length > 0) await send(key, { expiresAt: batch.expiresAt, shares: waiting }, true);
      return;
    }
    let running = count - units;
    let late = 0;
    for (const share of shares) {
      running += share.units;
      if (share.request?.signal.aborted) late += share.units;
      share.resolve(running);
    }
    if (late > 0) refund(key, late);
  }

  return (key, expiresAt, request) =>
    new Promise<number>((resolve, reject) => {
      let batch = pending.get(key);
      if (batch === undefined) {
        if (pending.size === 0) defer(flush);
        batch = { expiresAt, shares: [] };
        pending.set(key, batch);
      } else if (expiresAt > batch.expiresAt) batch.expiresAt = expiresAt;
      batch.shares.push({ units: request?.units ?? 1, request, resolve, reject });
    });
}
