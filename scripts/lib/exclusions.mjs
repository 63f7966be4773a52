// Known-bad values (src/curation/data/knownBad): the build's checks on the entries, and the cells
// each entry withheld, for data/README.md. The values themselves are withheld by `curate` (rule
// `known_bad`): stored as null, never replaced.

import { knownBadMatches } from '../../dist/curation.js';

/**
 * Fails on an entry naming a code upstream never quotes (a typo), the pivot, a listed date with no
 * snapshot, or a code whose entries overlap (two entries matching the same date).
 */
export function checkKnownBad(entries, { upstreamCodes, dates, pivot }) {
  entries.forEach((e, n) => {
    const where = `known-bad entry ${n} (${e.code})`;
    if (!upstreamCodes.has(e.code)) throw new Error(`${where}: upstream never quotes ${e.code}`);
    if (e.code === pivot) throw new Error(`${where}: the pivot ${pivot} cannot be withheld (its rate is 1 by definition)`);
    for (const d of e.dates ?? []) if (!dates.has(d)) throw new Error(`${where}: no snapshot on ${d}`);
    entries.forEach((f, m) => {
      if (m <= n || f.code !== e.code) return;
      for (const d of dates) if (knownBadMatches(e, d) && knownBadMatches(f, d)) throw new Error(`known-bad entries ${n} and ${m} both match ${e.code} ${d}`);
    });
  });
}

/**
 * The entries with the cells each withheld (`{ date, value, aliasValue? }`), from curate's
 * withheld values of rule `known_bad`, and the total.
 */
export function knownBadCells(entries, withheld) {
  const bad = withheld.filter((w) => w.rule === 'known_bad');
  const applied = entries.map((e) => ({
    ...e,
    cells: bad
      .filter((w) => w.code === e.code && knownBadMatches(e, w.date))
      .map((w) => ({ date: w.date, value: w.value, ...(w.aliasValue === undefined ? {} : { aliasValue: w.aliasValue }) })),
  }));
  return { applied, withheld: bad.length, unquoted: [] };
}

/** The entry's dates as a readable span: "2025-12-06", "2026-09-08 onwards", "up to 2024-05-01". */
export function describeDates(e) {
  if (e.dates) return e.dates.join(', ');
  if (e.from && e.to) return `${e.from} to ${e.to}`;
  return e.from ? `${e.from} onwards` : `up to ${e.to}`;
}

/** Removes `codes` from the rows (which hold `columns`) in place; returns the remaining columns. */
export function dropColumns(snapshots, columns, codes) {
  const drop = new Set(codes);
  const keep = columns.map((c, i) => (drop.has(c) ? -1 : i)).filter((i) => i >= 0);
  for (const s of snapshots) s.rates = keep.map((i) => s.rates[i]);
  return keep.map((i) => columns[i]);
}
