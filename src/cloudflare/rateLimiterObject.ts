import { LATE } from './durableRateLimitStore.js';

/** What `RateLimiterObject` uses of its Durable Object storage. */
export interface LimiterStorage {
  list<T>(): Promise<Map<string, T>>;
  put<T>(key: string, value: T): Promise<void>;
  delete(keys: string[]): Promise<number>;
  setAlarm(scheduledTime: number): Promise<void>;
}

/** What `RateLimiterObject` uses of its Durable Object state. */
export interface LimiterState {
  readonly storage: LimiterStorage;
  blockConcurrencyWhile<T>(callback: () => Promise<T>): Promise<T>;
}

/** One window's count, as stored, and when the object deletes it. */
interface Window {
  readonly count: number;
  readonly deleteAt: number;
}

/**
 * How long a window is kept after it ends (by the handler's clock) or after its first count, whichever
 * is later (by this object's): an isolate whose clock is behind may still count into a window that
 * has ended here, and its count must go on from the window's, not start again.
 */
export const KEEP_MS = 60_000;

const integer = (text: string | null, min: number) => {
  const value = Number(text);
  return text !== null && text !== '' && Number.isSafeInteger(value) && value >= min ? value : undefined;
};

/**
 * The Durable Object that owns one API key's rate-limit windows (bind it as `RATEBOOK_LIMITER`; one
 * object a key). A Durable Object runs one event at a time, and this one reads and raises a count
 * without awaiting anything in between, so its counts are exact under any concurrency. Counts are
 * kept in memory and written to its storage on every change (the answer leaves once the write is
 * durable: the runtime's output gate), and read back when a restarted object starts, so a restart
 * keeps the count. A window is one key (`<key id>:<window index>`), so a count never carries into the
 * next window; an alarm deletes each window `KEEP_MS` after it ended, so an idle key leaves nothing stored. An increment that arrives after the handler's deadline is
 * answered 409 and not counted.
 *
 * @example
 * // wrangler.toml: [[durable_objects.bindings]] name = "RATEBOOK_LIMITER", class_name = "RateLimiterObject"
 * export { default, RateLimiterObject } from 'ratebook/cloudflare';
 */
export class RateLimiterObject {
  readonly #storage: LimiterStorage;
  readonly #windows = new Map<string, Window>();
  #alarmAt: number | undefined;

  /**
   * Creates the object; the runtime does, with its state. No event reaches it before its stored windows are read.
   *
   * @param state - The Durable Object's state.
   */
  constructor(state: LimiterState) {
    this.#storage = state.storage;
    void state.blockConcurrencyWhile(async () => {
      for (const [key, window] of await this.#storage.list<Window>()) this.#windows.set(key, window);
      await this.#expire(Date.now());
    });
  }

  /**
   * Answers `POST /increment?key&expiresAt&units&deadline` with the window's count including the units.
   *
   * @param request - The store's request (`durableRateLimitStore`).
   * @returns The count as text; 409 when late; 400 when malformed.
   */
  async fetch(request: Request): Promise<Response> {
    const query = new URL(request.url).searchParams;
    const key = query.get('key');
    const expiresAt = integer(query.get('expiresAt'), 0);
    const units = integer(query.get('units'), 1);
    const deadline = query.get('deadline') === null ? Number.POSITIVE_INFINITY : integer(query.get('deadline'), 0);
    if (request.method !== 'POST' || !key || expiresAt === undefined || units === undefined || deadline === undefined)
      return new Response('expected POST /increment?key&expiresAt&units&deadline', { status: 400 });
    const now = Date.now();
    if (now > deadline) return new Response('late', { status: LATE });
    // From here to the write nothing is awaited: no other increment runs in between.
    const old = this.#windows.get(key);
    const window = { count: (old?.count ?? 0) + units, deleteAt: old?.deleteAt ?? Math.max(expiresAt, now) + KEEP_MS };
    this.#windows.set(key, window);
    void this.#storage.put(key, window);
    if (this.#alarmAt === undefined || window.deleteAt < this.#alarmAt) {
      this.#alarmAt = window.deleteAt;
      void this.#storage.setAlarm(window.deleteAt);
    }
    return new Response(String(window.count));
  }

  /** Deletes the windows past their time; sets the next alarm for the earliest that is not. */
  async alarm(): Promise<void> {
    this.#alarmAt = undefined;
    await this.#expire(Date.now());
  }

  async #expire(now: number): Promise<void> {
    const ended = [...this.#windows].filter(([, w]) => w.deleteAt <= now).map(([key]) => key);
    for (const key of ended) this.#windows.delete(key);
    // storage.delete takes at most 128 keys a call.
    for (let i = 0; i < ended.length; i += 128) await this.#storage.delete(ended.slice(i, i + 128));
    let next: number | undefined;
    for (const w of this.#windows.values()) if (next === undefined || w.deleteAt < next) next = w.deleteAt;
    if (next !== undefined && (this.#alarmAt === undefined || next < this.#alarmAt)) {
      this.#alarmAt = next;
      await this.#storage.setAlarm(next);
    }
  }
}
