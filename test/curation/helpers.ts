import upstream from '../fixtures/curation/upstream.json';
import { curate, defaultRules, type CurateResult, type CurationRules, type CurationState } from '../../src/curation/index.js';
import type { Dataset, Snapshot } from '../../src/types.js';

type Row = { date: string; updated_at: string; rates: (number | string | null)[] };

/** A history in the shape curate reads (a loaded Dataset), with no snapshot yet. */
export function emptyHistory(fiat: string[], crypto: string[] = []): Dataset & { snapshots: Snapshot[] } {
  const codes = [...fiat, ...crypto];
  return { pivot: 'USD', fiat, crypto, codes, columns: new Map(codes.map((c, i) => [c, i])), fiatMeta: {}, cryptoMeta: {}, locales: {}, snapshots: [] };
}

/** A row of the history's codes from upstream's values (units per USD), USD at 1. */
export function row(history: Dataset, date: string, usd: Record<string, number | undefined>): Row {
  return { date, updated_at: `${date}T00:00:00Z`, rates: history.codes.map((c) => (c === 'USD' ? 1 : (usd[c.toLowerCase()] ?? null))) };
}

/** The real upstream extracts (test/fixtures/curation/upstream.json) that quote `code`, oldest first. */
export function upstreamQuotes(code: string): { date: string; usd: Record<string, number> }[] {
  return upstream.versions
    .filter((v) => (v.usd as unknown as Record<string, number>)[code] !== undefined)
    .map((v) => ({ date: v.date, usd: v.usd as unknown as Record<string, number> }));
}

/** Curates rows in order, each against the accepted rows before it, carrying the state: a live round's loop. */
export function curateInOrder(history: Dataset & { snapshots: Snapshot[] }, rows: Row[], rules: CurationRules = defaultRules): CurateResult[] {
  let state: CurationState | undefined;
  return rows.map((r) => {
    const result = curate(history, r, rules, { state });
    state = result.state;
    history.snapshots.push({
      date: r.date,
      updatedAt: r.updated_at,
      values: Float64Array.from(result.snapshot.rates as (number | null)[], (v) => (v === null ? Number.NaN : Number(v))),
      exact: new Map(),
    });
    return result;
  });
}
