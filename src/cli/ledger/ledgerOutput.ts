import { randomBytes } from 'node:crypto';
import { type FileHandle, open, realpath, rename, stat, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { RatebookError } from '../../errors.js';
import { withExitCode } from '../output/exitCode.js';

/** Where the converted ledger goes: written in batches, then put in place whole, or dropped. */
export interface LedgerOutput {
  write(text: string): Promise<void>;
  /** Puts the file in place (renames the temporary file over `--out`). */
  commit(): Promise<void>;
  /** Drops what was written; an existing `--out` stays as it was. */
  abort(): Promise<void>;
}

/** The exit code of a ledger whose output cannot be written, or names its input. */
export const OUTPUT_EXIT = 2;

const REASONS: Readonly<Record<string, string>> = {
  ENOENT: 'its folder does not exist',
  ENOTDIR: 'a part of its path is not a folder',
  EISDIR: 'it is a folder',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is used up',
  EIO: 'an input/output error',
};

/**
 * Opens `--out` for a ledger: refuses a path naming the input (the same file by device and inode,
 * so also through another spelling, a symbolic or a hard link) before anything is read, and writes
 * to a temporary file beside it, renamed over it on `commit`; a device or pipe (`/dev/stdout`) is
 * written directly. Every failure is one `invalid_parameter` (param `out`) ending the program with
 * exit 2, its message naming the file and the system's reason.
 *
 * @param out - The path given with `--out`.
 * @param input - The ledger read.
 * @returns The output, open.
 * @example
 * const output = await openLedgerOutput('booked.csv', 'invoices.csv');
 */
export async function openLedgerOutput(out: string, input: string): Promise<LedgerOutput> {
  const existing = await stat(out).catch(() => undefined);
  const read = await stat(input).catch(() => undefined);
  if (existing && read && existing.dev === read.dev && existing.ino === read.ino) {
    throw outputError(`--out ${out} is the input ${input}: the ledger is never written over itself; name another file.`);
  }
  const target = existing ? await realpath(out) : out;
  const direct = existing !== undefined && !existing.isFile();
  const path = direct ? target : join(dirname(target), `.${basename(target)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  let handle: FileHandle;
  try {
    handle = await open(path, direct ? 'w' : 'wx', existing === undefined ? 0o666 : existing.mode & 0o777);
  } catch (error) {
    throw cannotWrite(out, error);
  }
  let isOpen = true;
  const close = async () => {
    if (!isOpen) return;
    isOpen = false;
    await handle.close();
  };
  return {
    async write(text) {
      try {
        await handle.write(text);
      } catch (error) {
        throw cannotWrite(out, error);
      }
    },
    async commit() {
      try {
        if (!direct) await handle.sync();
        await close();
        if (!direct) await rename(path, target);
      } catch (error) {
        throw cannotWrite(out, error);
      }
    },
    async abort() {
      await close().catch(() => undefined);
      if (!direct) await unlink(path).catch(() => undefined);
    },
  };
}

function cannotWrite(out: string, error: unknown): RatebookError {
  const code = (error as NodeJS.ErrnoException).code ?? 'error';
  return outputError(`cannot write ${out}: ${code}${REASONS[code] ? ` (${REASONS[code]})` : ''}; nothing was written.`);
}

function outputError(message: string): RatebookError {
  return withExitCode(new RatebookError('invalid_parameter', message, { param: 'out' }), OUTPUT_EXIT);
}
