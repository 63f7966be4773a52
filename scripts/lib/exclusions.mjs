// Withheld values: applies scripts/exclusions.json to the built snapshot rows.
//
// Rule: we withhold values proven wrong by their neighbours; we never replace
// them. A matched cell becomes null ("not quoted in this snapshot"), exactly
// as if upstream had not quoted the code that day; nothing is filled in.
// A code left with no quote in any snapshot is dropped (the loader rejects a
// code no snapshot quotes) and reported as left out.

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const KEYS = new Set(['code', 'dates', 'from', 'to', 'reason', 'evidence']);

/** Checks the file's shape and returns its entries. Throws on the first malformed entry. */
export function parseExclusions(file) {
  if (!file || !Array.isArray(file.exclusions)) throw new Error('exclusions.json: expected { "exclusions": [...] }');
  return file.exclusions.map((e, i) => {
    const where = `exclusions.json entry ${i}${e && typeof e.code === 'string' ? ` (${e.code})` : ''}`;
    const fail = (msg) => {
      throw new Error(`${where}: ${msg}`);
    };
    if (!e || typeof e !== 'object') fail('not an object');
    for (const k of Object.keys(e)) if (!KEYS.has(k)) fail(`unknown key "${k}"`);
    if (typeof e.code !== 'string' || !/^[A-Z0-9]{2,12}$/.test(e.code)) fail('code must be an upper-case code');
    for (const k of ['reason', 'evidence']) if (typeof e[k] !== 'string' || !e[k].trim()) fail(`${k} must be a non-empty string`);
    const isDate = (d) => typeof d === 'string' && DATE_RE.test(d) && new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d;
    if (e.dates !== undefined) {
      if (e.from !== undefined || e.to !== undefined) fail('give either dates or from/to, not both');
      if (!Array.isArray(e.dates) || !e.dates.length) fail('dates must be a non-empty array');
      e.dates.forEach((d, j) => {
        if (!isDate(d)) fail(`dates[${j}] ${JSON.stringify(d)} is not a calendar date`);
        if (j && !(e.dates[j - 1] < d)) fail('dates must be sorted and unique');
      });
    } else {
      if (e.from === undefined && e.to === undefined) fail('give dates, from or to');
      for (const k of ['from', 'to']) if (e[k] !== undefined && !isDate(e[k])) fail(`${k} ${JSON.stringify(e[k])} is not a calendar date`);
      if (e.from !== undefined && e.to !== undefined && !(e.from <= e.to)) fail('from is after to');
    }
    return { ...e };
  });
}

/** The entry's dates as a readable span: "2025-12-06", "2026-09-08 onwards", "up to 2024-05-01". */
export function describeDates(e) {
  if (e.dates) return e.dates.join(', ');
  if (e.from && e.to) return `${e.from} to ${e.to}`;
  return e.from ? `${e.from} onwards` : `up to ${e.to}`;
}

/**
 * Nulls every cell the entries match, in place, in `snapshots` (rows of
 * `columns`). Returns per entry the cells it withheld ({ date, value }),
 * notes for entries that withheld nothing or name a code that is not shipped,
 * and the codes left with no quote at all.
 *
 * Fails on an entry naming a code upstream never quoted (a typo), on a listed
 * date with no snapshot, and on two entries matching the same quoted cell.
 */
export function applyExclusions(entries, { columns, snapshots, upstreamCodes, pivot }) {
  const col = new Map(columns.map((c, i) => [c, i]));
  const byDate = new Map(snapshots.map((s) => [s.date, s]));
  const owner = new Map(); // "CODE date" -> entry index
  const notes = [];
  const applied = entries.map((e, n) => {
    if (!upstreamCodes.has(e.code)) throw new Error(`exclusions.json entry ${n} (${e.code}): upstream never quotes ${e.code}`);
    if (e.code === pivot) throw new Error(`exclusions.json entry ${n}: the pivot ${pivot} cannot be withheld (its rate is 1 by definition)`);
    if (e.dates) {
      for (const d of e.dates) if (!byDate.has(d)) throw new Error(`exclusions.json entry ${n} (${e.code}): no snapshot on ${d}`);
    }
    const cells = [];
    const i = col.get(e.code);
    if (i === undefined) {
      notes.push(`${e.code}: exclusion entry for a code the dataset does not ship; nothing withheld`);
      return { ...e, cells };
    }
    const targets = e.dates
      ? e.dates.map((d) => byDate.get(d))
      : snapshots.filter((s) => (e.from === undefined || s.date >= e.from) && (e.to === undefined || s.date <= e.to));
    for (const s of targets) {
      const key = `${e.code} ${s.date}`;
      if (owner.has(key)) throw new Error(`exclusions.json entries ${owner.get(key)} and ${n} both match ${key}`);
      owner.set(key, n);
      if (s.rates[i] === null) continue;
      cells.push({ date: s.date, value: s.rates[i] });
      s.rates[i] = null;
    }
    if (!cells.length) notes.push(`${e.code} ${describeDates(e)}: exclusion entry matches no quoted value (upstream quotes nothing there now)`);
    return { ...e, cells };
  });
  // Codes the exclusions left with no quote at all (a code unquoted for another reason is not ours to drop).
  const touched = new Set(applied.filter((e) => e.cells.length).map((e) => e.code));
  const unquoted = columns.filter((c, i) => touched.has(c) && !snapshots.some((s) => s.rates[i] !== null));
  return { applied, notes, unquoted, withheld: applied.reduce((n, e) => n + e.cells.length, 0) };
}

/** Removes `codes` from the rows (which hold `columns`) in place; returns the remaining columns. */
export function dropColumns(snapshots, columns, codes) {
  const drop = new Set(codes);
  const keep = columns.map((c, i) => (drop.has(c) ? -1 : i)).filter((i) => i >= 0);
  for (const s of snapshots) s.rates = keep.map((i) => s.rates[i]);
  return keep.map((i) => columns[i]);
}
