/**
 * Bytes a subscriber connection hands its client's parser in one turn of the event loop before it
 * pauses until the next. Without a budget, Node reads up to 32 reads of 64 KiB from a socket in one
 * turn, so a flood on the update channel had the client decode 2 MiB of messages at once (about
 * 100 ms on an idle machine); with it, a turn decodes at most the budget plus one read.
 */
export const TURN_BYTES = 64 * 1024;
/** The most bytes one read of a Node socket delivers (its read buffer): a turn may overshoot the budget by that much. */
export const READ_BYTES = 64 * 1024;

/** What the budget did: counts for the tests and the bench. */
export interface TurnCounts {
  /** Turns of the event loop in which the connection delivered bytes. */
  turns: number;
  /** Times the connection was paused until the next turn. */
  pauses: number;
  /** The most bytes delivered in one turn. */
  mostBytesInTurn: number;
  /** The most messages heard in one turn. */
  mostMessagesInTurn: number;
}

/** Where a store keeps its subscriber's turn counts (not exported from the entry: for the tests). */
export const TURN_COUNTS = Symbol('ratebook.turnCounts');

/** The part of a socket the budget uses. */
interface Pausable {
  on(event: 'data', listener: (chunk: Uint8Array) => void): unknown;
  pause(): unknown;
  resume(): unknown;
  readonly destroyed: boolean;
}

/** Counts of a budget that nothing was given to yet. */
export const turnCounts = (): TurnCounts => ({ turns: 0, pauses: 0, mostBytesInTurn: 0, mostMessagesInTurn: 0 });

/**
 * Counts a turn's messages (called once per message heard) into `counts.mostMessagesInTurn`.
 *
 * @param counts - The counts to keep.
 * @returns The function to call per message.
 * @example
 * const heard = messagesPerTurn(counts);
 * heard(); // one more message in this turn
 */
export function messagesPerTurn(counts: TurnCounts): () => void {
  let heard = 0;
  return () => {
    if (heard++ === 0) setImmediate(() => (heard = 0));
    if (heard > counts.mostMessagesInTurn) counts.mostMessagesInTurn = heard;
  };
}

/**
 * Bounds what `stream` delivers in one turn of the event loop: once `budget` bytes went out in a
 * turn, the stream is paused (Node stops reading the socket, the kernel keeps the rest) and resumed
 * in the check phase of the turn after (`setImmediate`, twice). A turn then delivers at most `budget` plus one read
 * (`READ_BYTES`). Messages are not lost or reordered: the kernel holds them, and TCP's window slows
 * the server's sending to a client that falls behind (Redis's `client-output-buffer-limit` for
 * pub/sub decides when it gives up on one).
 *
 * @param stream - The subscriber's socket, before its client reads from it.
 * @param counts - Where to count turns, pauses and the most bytes of a turn.
 * @param budget - Bytes per turn; default `TURN_BYTES`.
 * @example
 * budgetTurns(net.createConnection({ port }), turnCounts());
 */
export function budgetTurns(stream: Pausable, counts: TurnCounts, budget: number = TURN_BYTES): void {
  let spent = 0;
  let paused = false;
  let counting = false;
  const resume = () => {
    paused = false;
    if (!stream.destroyed) stream.resume();
  };
  const nextTurn = () => {
    counting = false;
    spent = 0;
    // A turn later: resumed here, in the check phase of the turn that spent the budget, the stream
    // hands its listeners what it buffered while paused (a read) within that same turn.
    if (paused) setImmediate(resume);
  };
  stream.on('data', (chunk) => {
    if (!counting) {
      counting = true;
      counts.turns++;
      setImmediate(nextTurn);
    }
    spent += chunk.length;
    if (spent > counts.mostBytesInTurn) counts.mostBytesInTurn = spent;
    if (spent >= budget && !paused) {
      paused = true;
      counts.pauses++;
      stream.pause();
    }
  });
}
