import { cached, cacheSlot } from '../dataset/datasetIndex.js';
import { fail, quote } from '../errors.js';
import type { CurrencyCode, Dataset, IsoDate, SnapshotSource } from '../types.js';
import type { Policy } from './types.js';

/** The dates on which a policy's source published both codes of a pair, and each date's snapshot and table. */
export interface SourceDates {
  readonly dates: readonly IsoDate[];
  /** Snapshot index of each date. */
  readonly indexes: readonly number[];
  /** The source's table id on each date (NBP's `042/A/NBP/2026`), where the row names one. */
  readonly tables: readonly (string | undefined)[];
  /** The policy's table's codes on each date, where the row holds several tables of the source (else undefined: all). */
  readonly codes: readonly (readonly string[] | undefined)[];
}

// Per dataset: source|table|from|to -> its dates. A few policies and pairs per application; bounded.
const SLOT = /* @__PURE__ */ cacheSlot<Map<string, SourceDates>>('policy source dates');
const MAX_KEYS = 256;

/**
 * The publications of a policy's source in a dataset that quote both codes (at its buying or selling
 * rate, for a rule on those: the rows' `buying` or `selling`): the snapshots whose
 * `sources` name the source (and its table: NBP's `042/A/NBP/2026` is table `A`). A dataset none of
 * whose rows is from the source is refused with `policy_source_mismatch` (422), naming the sources
 * it holds: a rate from another source is never served under the policy's name.
 *
 * @param dataset - The dataset.
 * @param policy - A checked policy.
 * @param from - Canonical source code.
 * @param to - Canonical target code.
 * @returns The dates, oldest first, with their snapshot indexes and table ids.
 * @example
 * sourceDates(nbpDataset, readPolicy('pl-pit'), 'EUR', 'PLN').tables[0] // "041/A/NBP/2026"
 */
export function sourceDates(dataset: Dataset, policy: Policy, from: CurrencyCode, to: CurrencyCode): SourceDates {
  const map = cached(dataset, SLOT, () => new Map());
  const key = `${policy.source}|${policy.table ?? ''}|${policy.rateType}|${from}|${to}`;
  let found = map.get(key);
  if (found === undefined) {
    found = collect(dataset, policy, from, to);
    if (map.size >= MAX_KEYS) map.clear();
    map.set(key, found);
  }
  return found;
}

function collect(dataset: Dataset, policy: Policy, from: CurrencyCode, to: CurrencyCode): SourceDates {
  const a = dataset.columns.get(from);
  const b = dataset.columns.get(to);
  const dates: IsoDate[] = [];
  const indexes: number[] = [];
  const tables: (string | undefined)[] = [];
  const codes: (readonly string[] | undefined)[] = [];
  let any = false;
  dataset.snapshots.forEach((snapshot, i) => {
    const source = snapshot.sources?.find((s) => fromSource(s, policy));
    if (source === undefined) return;
    any = true;
    if (a === undefined || b === undefined || Number.isNaN(snapshot.values[a]!) || Number.isNaN(snapshot.values[b]!)) return;
    // A row of several tables (NBP's A and B on a Wednesday): each code not the pivot from the policy's table.
    if (source.codes !== undefined && ((from !== dataset.pivot && !source.codes.includes(from)) || (to !== dataset.pivot && !source.codes.includes(to))))
      return;
    // A buying or selling rule needs the source's own figure of each code that is not the pivot.
    if (policy.rateType !== 'mid') {
      const side = snapshot[policy.rateType];
      if (side === undefined || (from !== dataset.pivot && side[from] === undefined) || (to !== dataset.pivot && side[to] === undefined)) return;
    }
    dates.push(snapshot.date);
    indexes.push(i);
    tables.push(source.table);
    codes.push(source.codes);
  });
  if (!any) mismatch(dataset, policy);
  return { dates, indexes, tables, codes };
}

// `nbp` names the source; a versioned name (`ecb@2026-03-02`) too. A table is the id's second part
// (`042/A/NBP/2026`) or the whole id.
function fromSource(s: SnapshotSource, policy: Policy): boolean {
  if (s.name !== policy.source && !s.name.startsWith(`${policy.source}@`)) return false;
  if (policy.table === undefined) return true;
  return s.table !== undefined && (s.table === policy.table || s.table.split('/')[1] === policy.table);
}

function mismatch(dataset: Dataset, policy: Policy): never {
  const names = new Set<string>();
  // A name without its version: `nbp`, `ecb@2026-03-02` → `ecb`, `@fawazahmed0/currency-api@2024.3.2` → `@fawazahmed0/currency-api`.
  for (const s of dataset.snapshots) for (const source of s.sources ?? []) if (names.size < 4) names.add(source.name.replace(/(.)@[^@/]*$/, '$1'));
  const held = names.size === 0 ? 'its rows name no source' : `its rows are from ${[...names].map((n) => quote(n)).join(', ')}`;
  const table = policy.table === undefined ? '' : ` table ${policy.table}`;
  const load = `${policy.source}'s importer (ratebook/importers) or a live dataset of its feed (ratebook/live)`;
  fail(
    'policy_source_mismatch',
    `Policy ${policy.id} converts at ${policy.source}${table} rates, and this dataset has none: ${held}. Load them with ${load}.`,
    'policy',
  );
}
