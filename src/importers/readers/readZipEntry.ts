import { quote } from '../../errors.js';
import { crc32 } from './crc32.js';
import { inflateRaw } from './inflateRaw.js';
import { invalidFeed } from '../invalidFeed.js';

/** Options of `readZipEntry`. */
export interface ReadZipEntryOptions {
  /** The most bytes an entry may inflate to; default 64 MiB (the ECB history is about 2 MB). */
  readonly maxUncompressedBytes?: number;
}

/** One file of a zip archive, inflated and checked. */
export interface ZipEntry {
  readonly name: string;
  readonly bytes: Uint8Array;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const MAX_COMMENT = 0xffff;
const latin1 = new TextDecoder('latin1');

/**
 * Reads the one file of a zip archive whose name `accept` takes (the ECB zip holds one CSV). Only
 * the little a feed archive needs: one disk, no ZIP64, no encryption, stored or deflated entries.
 * Sizes are checked against the directory, the inflated size and CRC-32 against the entry, and
 * inflating stops at `maxUncompressedBytes`, so a truncated, corrupt or bomb archive is an
 * `invalid_feed` error.
 *
 * @param bytes - The whole archive.
 * @param accept - Picks the wanted entry by name; exactly one entry must match.
 * @param options - `{ maxUncompressedBytes }`.
 * @returns The entry's name and bytes.
 * @example
 * const { bytes } = await readZipEntry(zip, (name) => name.endsWith('.csv'));
 */
export async function readZipEntry(bytes: Uint8Array, accept: (name: string) => boolean, options: ReadZipEntryOptions = {}): Promise<ZipEntry> {
  const limit = options.maxUncompressedBytes ?? 64 * 1024 * 1024;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);

  // The end record is the last 22 bytes plus a comment of at most 64 KiB: a bounded backward search.
  let end = -1;
  for (let at = bytes.length - 22; at >= 0 && at >= bytes.length - 22 - MAX_COMMENT; at--) {
    if (u32(at) === END_OF_DIRECTORY && at + 22 + u16(at + 20) === bytes.length) {
      end = at;
      break;
    }
  }
  if (end < 0) invalidFeed('zip', 'no end-of-central-directory record: not a zip archive, or a truncated one');
  const count = u16(end + 10);
  const directorySize = u32(end + 12);
  const directoryAt = u32(end + 16);
  if (u16(end + 4) !== 0 || u16(end + 6) !== 0 || u16(end + 8) !== count) invalidFeed('zip', 'multi-disk archives are not supported');
  if (count === 0xffff || directoryAt === 0xffffffff) invalidFeed('zip', 'ZIP64 archives are not supported');
  if (directoryAt + directorySize > end) invalidFeed('zip', 'the central directory lies outside the archive (truncated?)');

  const matches: { name: string; at: number }[] = [];
  let at = directoryAt;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || u32(at) !== DIRECTORY_ENTRY) invalidFeed(`zip directory entry ${i + 1}`, 'malformed central directory');
    const nameLength = u16(at + 28);
    const next = at + 46 + nameLength + u16(at + 30) + u16(at + 32);
    if (next > end) invalidFeed(`zip directory entry ${i + 1}`, 'runs past the central directory');
    const name = latin1.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    if (accept(name)) matches.push({ name, at });
    at = next;
  }
  if (matches.length !== 1) invalidFeed('zip', `expected one matching entry, found ${matches.length}`);
  const { name, at: entry } = matches[0]!;
  const where = `zip entry ${quote(name)}`;
  const flags = u16(entry + 8);
  const method = u16(entry + 10);
  const crc = u32(entry + 16);
  const compressedSize = u32(entry + 20);
  const size = u32(entry + 24);
  const localAt = u32(entry + 42);
  if (flags & 0x41) invalidFeed(where, 'encrypted entries are not supported');
  if (method !== 0 && method !== 8) invalidFeed(where, `compression method ${method} is not supported (only stored and deflate)`);
  if (size > limit) invalidFeed(where, `declares ${size} bytes, more than the limit of ${limit}`);
  if (localAt + 30 > directoryAt || u32(localAt) !== LOCAL_HEADER) invalidFeed(where, 'no local file header where the directory points');
  const localName = latin1.decode(bytes.subarray(localAt + 30, Math.min(localAt + 30 + u16(localAt + 26), directoryAt)));
  if (localName !== name) invalidFeed(where, `the local header names ${quote(localName)}: a damaged archive`);
  const dataAt = localAt + 30 + u16(localAt + 26) + u16(localAt + 28);
  if (dataAt + compressedSize > directoryAt) invalidFeed(where, 'the compressed data runs past the central directory (truncated?)');

  const data = bytes.subarray(dataAt, dataAt + compressedSize);
  // The directory's size is trusted no further than as a limit: a lying entry stops one byte past it.
  const out = method === 0 ? data : await inflateRaw(data, size, where);
  if (out.length !== size) invalidFeed(where, `holds ${out.length} bytes, the directory says ${size}`);
  if (crc32(out) !== crc) invalidFeed(where, 'CRC-32 mismatch: the data is corrupt');
  return { name, bytes: out };
}
