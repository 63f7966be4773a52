import type { DatasetVersion } from '../dataset/version.js';

/** What a gate did with the messages it was asked about: counts for the tests and the bench. */
export interface GateCounts {
  /** Messages asked about. */
  heard: number;
  /** Messages refused by their length alone, none of their bytes looked at. */
  unread: number;
  /** Messages admitted (each costs its follower one store read). */
  admitted: number;
  /** The most bytes looked at for one message (at most `MESSAGE_MAX_BYTES`, whatever was sent). */
  mostBytesRead: number;
}

/** What `versionGate` remembers, and asks. */
export interface VersionGate {
  /**
   * Whether a message on the update channel is worth a store read; each newer version is admitted
   * once. The message is taken as the client gave it, bytes or text; one longer than a write's
   * message is refused by its length, unread.
   */
  admit(message: Uint8Array | string): boolean;
  /** Tells the gate a version its reader serves (one it asked about) or wrote: nothing up to it is worth a read. */
  reached(version: Pick<DatasetVersion, 'date' | 'capturedAt'>): void;
  /** Tells the gate a read failed: the versions admitted were not read, so their next message is worth one. */
  unread(): void;
  /** What it did so far. */
  readonly counts: Readonly<GateCounts>;
}

/** Where a store keeps its gate's counts (not exported from the entry: for the tests). */
export const GATE_COUNTS = Symbol('ratebook.gateCounts');

/** A write's message: the date as YYYYMMDD, a space, and the capture in epoch ms (1 to 16 digits). */
export const MESSAGE_MAX_BYTES = 8 + 1 + 16;
// Versions admitted and not yet reached. Past this many, they are forgotten: a flood of distinct
// made-up versions then costs a read each again, which the follower's one-read-at-a-time loop bounds.
const REMEMBERED = 256;
const ZERO = 48;
const SPACE = 32;

const codeAt = (message: Uint8Array | string, i: number) => (typeof message === 'string' ? message.charCodeAt(i) : message[i]!);

/**
 * The filter between the update channel and the follower that reads the store on a message, so a
 * client allowed to PUBLISH there cannot make a fleet read the store at its pace: a message that is
 * not a write's (garbage), or names a version not newer than the one the follower serves, costs no
 * read; nor does a version already admitted (it is being read, or was read and found wanting), until
 * a read fails (a store in failover): then the next message of it is worth a read again. The
 * store's record only moves forward, so a version at or below the one served can change nothing.
 * A loss of the channel is not a message: the caller tells the follower of it without asking here.
 *
 * A message costs O(1) and allocates nothing unless admitted: one longer than `MESSAGE_MAX_BYTES`
 * is refused by its length, unread (a 1 MiB message costs what a 1-byte one does); the rest are
 * read digit by digit, at most 25 bytes, without a string, a regular expression or a BigInt.
 *
 * @returns The gate: `admit(message)` per message, `reached(version)` for each version served or written.
 * @example
 * const gate = versionGate();
 * gate.reached({ date: '2026-09-28', capturedAt: 1759050000000 });
 * gate.admit('20260928 1759050000000') // false: served already
 * gate.admit('20260929 1759136400000') // true, once
 */
export function versionGate(): VersionGate {
  // The version served: date as the number YYYYMMDD, then capture ms.
  let floorDate = -1;
  let floorCapture = -1;
  // Captures admitted, by date; `remembered` counts them all.
  const admitted = new Map<number, Set<number>>();
  let remembered = 0;
  const counts: GateCounts = { heard: 0, unread: 0, admitted: 0, mostBytesRead: 0 };
  const atOrBelowFloor = (date: number, capture: number) => date < floorDate || (date === floorDate && capture <= floorCapture);

  return {
    counts,
    admit(message) {
      counts.heard++;
      const length = message.length;
      if (length > MESSAGE_MAX_BYTES) {
        counts.unread++;
        return false;
      }
      if (length > counts.mostBytesRead) counts.mostBytesRead = length;
      // YYYYMMDD, a space, then the capture's digits (no sign, no exponent; a leading zero only in "0").
      if (length < 10 || codeAt(message, 8) !== SPACE || (codeAt(message, 9) === ZERO && length > 10)) return false;
      let date = 0;
      for (let i = 0; i < 8; i++) {
        const digit = codeAt(message, i) - ZERO;
        if (digit < 0 || digit > 9) return false;
        date = date * 10 + digit;
      }
      let capture = 0;
      for (let i = 9; i < length; i++) {
        const digit = codeAt(message, i) - ZERO;
        if (digit < 0 || digit > 9) return false;
        capture = capture * 10 + digit;
      }
      // A write's capture is a safe integer (epoch ms); past that, two messages could name one number.
      if (!Number.isSafeInteger(capture) || atOrBelowFloor(date, capture)) return false;
      let captures = admitted.get(date);
      if (captures?.has(capture)) return false;
      if (remembered >= REMEMBERED) {
        admitted.clear();
        remembered = 0;
        captures = undefined;
      }
      if (!captures) admitted.set(date, (captures = new Set()));
      captures.add(capture);
      remembered++;
      counts.admitted++;
      return true;
    },
    unread() {
      admitted.clear();
      remembered = 0;
    },
    reached({ date, capturedAt }) {
      if (!Number.isSafeInteger(capturedAt) || capturedAt < 0) return;
      const day = Number(date.replaceAll('-', ''));
      if (!Number.isInteger(day) || atOrBelowFloor(day, capturedAt)) return;
      floorDate = day;
      floorCapture = capturedAt;
      for (const [at, captures] of admitted) {
        if (at > floorDate) continue;
        for (const capture of captures) if (atOrBelowFloor(at, capture)) captures.delete(capture), remembered--;
        if (captures.size === 0) admitted.delete(at);
      }
    },
  };
}
