import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';

/** The real ECB files, copied into the repository (test/fixtures/README.md). */
export const ECB_DIR = new URL('../fixtures/ecb/', import.meta.url);

/** `eurofxref-hist.zip` as distributed by the ECB. */
export function ecbZip(): Uint8Array {
  return new Uint8Array(readFileSync(new URL('eurofxref-hist.zip', ECB_DIR)));
}

/** `eurofxref-daily.xml` (2025-05-09). */
export function ecbDailyXml(): string {
  return readFileSync(new URL('eurofxref-daily.xml', ECB_DIR), 'utf8');
}

/**
 * The CSV inside the zip, read by a separate, simple method (node:zlib on the first local entry),
 * so the tests do not check the importer's zip reader against itself.
 */
export function ecbCsvText(): string {
  const zip = readFileSync(new URL('eurofxref-hist.zip', ECB_DIR));
  const start = 30 + zip.readUInt16LE(26) + zip.readUInt16LE(28);
  return inflateRawSync(zip.subarray(start, start + zip.readUInt32LE(18))).toString('utf8');
}

/** The CSV as a table: header codes and rows of cells, split naively on commas. */
export function ecbCsvTable(): { codes: string[]; rows: { line: number; date: string; cells: string[] }[] } {
  const lines = ecbCsvText()
    .split('\n')
    .filter((line) => line !== '');
  const codes = lines[0]!.split(',').slice(1, -1);
  const rows = lines.slice(1).map((line, i) => {
    const cells = line.split(',');
    return { line: i + 2, date: cells[0]!, cells: cells.slice(1, -1) };
  });
  return { codes, rows };
}
