import type { DatasetVersion } from '../dataset/version.js';

/** What `versionGate` remembers, and asks. */
export interface VersionGate {
  /** Whether a message on the update channel is worth a store read; each newer version is admitted once. */
  admit(message: string): boolean;
  /** Tells the gate a version its reader serves (one it asked about) or wrote: nothing up to it is worth a read. */
  reached(version: Pick<DatasetVersion, 'date' | 'capturedAt'>): void;
  /** Tells the gate a read failed: the versions admitted were not read, so their next message is worth one. */
  unread(): void;
}

// A write's message is the date as YYYYMMDD, a space, and the capture in epoch ms (the write script's).
const MESSAGE = /^(\d{8}) (\d{1,16})$/;
// Versions admitted and not yet reached. Past this many, the oldest is forgotten: a flood of distinct
// made-up versions then costs a read each again, which the follower's one-read-at-a-time loop bounds.
const REMEMBERED = 256;

/** A version as one comparable number: date then capture (a capture ms has at most 16 digits). */
const rank = (date: string, capturedAt: bigint | number) => BigInt(date) * 10n ** 16n + BigInt(capturedAt);

/**
 * The filter between the update channel and the follower that reads the store on a message, so a
 * client allowed to PUBLISH there cannot make a fleet read the store at its pace: a message that is
 * not a write's (garbage), or names a version not newer than the one the follower serves, costs no
 * read; nor does a version already admitted (it is being read, or was read and found wanting), until
 * a read fails (a store in failover): then the next message of it is worth a read again. The
 * store's record only moves forward, so a version at or below the one served can change nothing.
 * A loss of the channel is not a message: the caller tells the follower of it without asking here.
 *
 * @returns The gate: `admit(message)` per message, `reached(version)` for each version served or written.
 * @example
 * const gate = versionGate();
 * gate.reached({ date: '2026-09-28', capturedAt: 1759050000000 });
 * gate.admit('20260928 1759050000000') // false: served already
 * gate.admit('20260929 1759136400000') // true, once
 */
export function versionGate(): VersionGate {
  let floor = -1n;
  const admitted = new Set<bigint>();
  return {
    admit(message) {
      const parts = MESSAGE.exec(message);
      if (!parts) return false;
      const version = rank(parts[1]!, BigInt(parts[2]!));
      if (version <= floor || admitted.has(version)) return false;
      if (admitted.size >= REMEMBERED) admitted.delete(admitted.values().next().value!);
      admitted.add(version);
      return true;
    },
    unread() {
      admitted.clear();
    },
    reached({ date, capturedAt }) {
      if (!Number.isSafeInteger(capturedAt) || capturedAt < 0) return;
      const version = rank(date.replaceAll('-', ''), capturedAt);
      if (version <= floor) return;
      floor = version;
      for (const seen of admitted) if (seen <= floor) admitted.delete(seen);
    },
  };
}
