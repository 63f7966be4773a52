import { readFileSync } from 'node:fs';

const fixture = readFileSync(new URL('../fixtures/small.json', import.meta.url), 'utf8');

/**
 * The small made-up dataset with its newest snapshot moved to `date` and `updatedAt`, as the text a
 * live dataset would write: a distinct version for each pair.
 *
 * @param date - The newest snapshot's date (after the fixture's other snapshots: 2024-03-05 or later).
 * @param updatedAt - Its capture time.
 * @param indent - JSON.stringify's indentation, to vary the text's layout.
 */
export function datasetText(date: string, updatedAt: string, indent?: number): string {
  const file = JSON.parse(fixture) as { snapshots: { date: string; updated_at: string }[] };
  const last = file.snapshots[file.snapshots.length - 1]!;
  last.date = date;
  last.updated_at = updatedAt;
  return JSON.stringify(file, null, indent);
}

/**
 * `datasetText` of a dataset with another catalogue (the small dataset without SHIB): what an
 * instance of another build, sharing the key, would write.
 */
export function otherCatalogueText(date: string, updatedAt: string): string {
  const file = JSON.parse(datasetText(date, updatedAt)) as { crypto: string[]; cryptoMeta: Record<string, unknown>; snapshots: { rates: unknown[] }[] };
  file.crypto = file.crypto.filter((code) => code !== 'SHIB');
  delete file.cryptoMeta.SHIB;
  for (const snapshot of file.snapshots) snapshot.rates.pop();
  return JSON.stringify(file);
}
