// Sequential curation of the snapshot rows, shared by the data build (scripts/build-data.mjs) and
// the replay (scripts/replay-data.mjs): `curate` from the package entry ratebook/curation, built
// from src/curation by `npm run build:js` (both npm scripts run it first), so the build, the replay
// and every live round run the same code.

import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const DIST = new URL('../../dist/curation.js', import.meta.url);

/** Imports the built `ratebook/curation` entry (dist/curation.js), or fails saying how to build it. */
export async function loadCuration() {
  if (!existsSync(DIST)) throw new Error('dist/curation.js is missing: run `npm run build:js` first (npm run data:build does)');
  return import(DIST.href);
}

/** An empty history with the dataset's columns, in the shape `curate` reads (a loaded Dataset). */
export function emptyHistory({ pivot, fiat, crypto }) {
  const codes = [...fiat, ...crypto];
  return { pivot, fiat, crypto, codes, columns: new Map(codes.map((c, i) => [c, i])), fiatMeta: {}, cryptoMeta: {}, locales: {}, snapshots: [] };
}

/** A dataset-file row as a loaded snapshot (values as doubles, NaN where null). */
export function loadedSnapshot(row) {
  return { date: row.date, updatedAt: row.updated_at, values: Float64Array.from(row.rates, (r) => (r === null ? Number.NaN : Number(r))), exact: new Map() };
}

/**
 * Curates `rows` in date order, each against the rows accepted before it, carrying curate's state
 * from one call to the next as a live round does. After each call `fill(row, withheld)` may put an
 * alias's own quote into a withheld cell (the build's alias rule) before the row joins the history.
 * With `backfill`, the earlier publications of an accepted new level are restored into their rows
 * (they were upstream's true quotes, withheld only because the level was not yet confirmed): the
 * one place where the build decides with quotes from later dates.
 *
 * @returns the curated rows, every withheld value left withheld, the level changes, the restored
 *          values, and curate's cost per row in milliseconds.
 */
export function curateSeries(curation, meta, rows, { rules = curation.defaultRules, history, fill = () => {}, backfill = false } = {}) {
  // A given history (the replay's embedded dataset) is read as it is; otherwise it grows row by row.
  const grow = history === undefined;
  history ??= emptyHistory(meta);
  const out = [];
  const withheld = [];
  const levelChanges = [];
  const restored = [];
  const costs = [];
  let state;
  for (const row of rows) {
    const t0 = performance.now();
    const r = curation.curate(history, row, rules, { state });
    costs.push(performance.now() - t0);
    state = r.state;
    const list = [...r.withheld];
    fill(r.snapshot, list);
    out.push(r.snapshot);
    withheld.push(...list);
    if (grow) history.snapshots.push(loadedSnapshot(r.snapshot));
    levelChanges.push(...r.level_changes);
    if (!backfill || !grow) continue;
    for (const change of r.level_changes) {
      const column = history.columns.get(change.code);
      for (const e of change.earlier) {
        const k = out.findIndex((o) => o.date === e.date);
        out[k].rates[column] = e.literal;
        history.snapshots[k].values[column] = e.value;
        const w = withheld.findIndex((x) => x.code === change.code && x.date === e.date);
        restored.push({ ...withheld[w], restoredOn: change.date });
        withheld.splice(w, 1);
      }
      restoreBrokenPublications({ change, column, out, history, withheld, restored, spread: rules.levelSpread });
    }
  }
  return { rows: out, withheld, levelChanges, restored, costs };
}

/**
 * A publication of the new level in a build proven broken never counts toward the level (it may be
 * a broken build's slip), so the level's restoring above never reaches it. Once three counted
 * publications have proven the level, a jump-withheld quote just before them (no accepted quote of
 * the code in between) that lies within the level's spread of their median is that level's first
 * publication, true after all (KDA 75.904 on 2025-12-06, before 78.02, 83.59 and 78.28): it is
 * restored too. Walks back from the level's first counted publication and stops at the first
 * accepted quote or the first quote outside the spread.
 */
function restoreBrokenPublications({ change, column, out, history, withheld, restored, spread }) {
  const level = [...change.earlier.map((e) => e.value), Number(change.value)].sort((a, b) => a - b);
  const mid = level[level.length >> 1];
  const first = change.earlier[0]?.date ?? change.date;
  for (let k = out.findIndex((o) => o.date === first) - 1; k >= 0 && out[k].rates[column] === null; k--) {
    const w = withheld.findIndex((x) => x.code === change.code && x.date === out[k].date);
    if (w < 0) continue; // not quoted on that date
    const quote = withheld[w];
    const value = Number(quote.value);
    if (quote.rule !== 'jump' || Math.max(value, mid) / Math.min(value, mid) > 1 + spread) return;
    out[k].rates[column] = quote.value;
    history.snapshots[k].values[column] = value;
    restored.push({ ...quote, restoredOn: change.date });
    withheld.splice(w, 1);
  }
}
