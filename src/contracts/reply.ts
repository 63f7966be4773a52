// What the HTTP edges share of a request and its answer: the fetch handler answers Reply objects,
// and Node's `serve` answers through the same ReplyHandler without a Request or a Response.
/** The parts of a Web Request that the handler reads; a Request is one. */
export interface RequestLike {
  /** The absolute request URL. */
  readonly url: string;
  /** The request method, upper case. */
  readonly method: string;
  /** Header lookup by case-insensitive name; repeated headers joined with ", ", as Headers does. */
  readonly headers: { get(name: string): string | null; has(name: string): boolean };
  /** The client's address where the runtime knows it (Node's `serve`: the socket's peer), for access lines only. */
  readonly client?: string;
}

/** What the handler answers, before it becomes a Response. */
export interface Reply {
  /** HTTP status. */
  readonly status: number;
  /** Response headers, lower-case names. */
  readonly headers: Record<string, string>;
  /** The body: bytes, text, or none (HEAD, 204, 304). */
  readonly body: Uint8Array<ArrayBuffer> | string | null;
}

/** A handler's Response-free entry: the same answers as the fetch handler, as plain objects. */
export type ReplyHandler = (request: RequestLike) => Promise<Reply>;

/** The methods the API answers, for `Allow` and preflights. */
export const ALLOW_METHODS = 'GET, HEAD, OPTIONS';

/**
 * Where a handler made by createFetchHandler keeps its ReplyHandler, so that `serve` can answer
 * without building a Request and a Response per request (the costliest part of a request on Node).
 * A registered symbol, so the ESM and CJS builds of the package agree on it.
 */
export const REPLY: unique symbol = Symbol.for('ratebook.reply') as never;
