import { fail } from '../errors.js';
import { parseInstant } from '../params/parseAt.js';
import type { Dataset, Snapshot } from '../types.js';
import { registerDataset } from './checkDataset.js';
import { cached, cacheSlot } from './datasetIndex.js';

/** A dataset's publication instants, and the views of it already made. */
interface Publications {
  /** Each snapshot's publication instant (its `publishedAt`, else its `updatedAt`), in ms. */
  readonly rows: Float64Array;
  /** Every distinct instant at which something of the dataset was published (rows and versions), ascending. */
  readonly instants: Float64Array;
  /** The views made, by the instant they cut at (one of `instants`), the least recently used first. */
  readonly views: Map<number, Dataset>;
}

// A view holds a snapshot list and the snapshots it changed; its own caches count against
// datasetIndex's budget like any dataset's. Four, so a burst of instants never holds more than half of it.
const MAX_VIEWS = 4;
const PUBLICATIONS = /* @__PURE__ */ cacheSlot<Publications>('as-of views');

function publicationsOf(dataset: Dataset): Publications {
  const { snapshots } = dataset;
  const rows = new Float64Array(snapshots.length);
  const all = new Set<number>();
  for (let i = 0; i < snapshots.length; i++) {
    const snapshot = snapshots[i]!;
    all.add((rows[i] = Date.parse(snapshot.publishedAt ?? snapshot.updatedAt)));
    if (snapshot.versions) for (const list of snapshot.versions.values()) for (const version of list) all.add(version.at);
  }
  return { rows, instants: Float64Array.from(all).sort(), views: new Map() };
}

/**
 * The dataset as it was known at an instant: only what had been published by then. A snapshot
 * published later does not exist; an amended value is its latest version published by then (the
 * snapshot's `used` says which); a value with no version by then is absent, and a snapshot left
 * with no value but the pivot's does not exist either. Every operation takes it through its `asOf`
 * option, the HTTP API through `?as_of=`, the CLI through `--as-of`. The view is a dataset like any
 * other (its own caches, its own version); views are kept per dataset, the last few used, and every
 * instant between two publications gives the same view. A dataset without publication times
 * answers by its snapshots' `updated_at`.
 *
 * @param dataset - A checked dataset.
 * @param asOf - The instant: a Date or an ISO 8601 instant with its zone; undefined for the dataset itself.
 * @param name - The option's name in messages (`asOf`; `as_of` over HTTP, `--as-of` in the CLI).
 * @returns The dataset itself when everything in it had been published by then, otherwise the view.
 * @throws RatebookError `invalid_parameter` for anything but an instant, `date_out_of_range` when nothing had been published by then.
 * @example
 * rates(datasetAsOf(ds, '2025-08-01T00:00:00Z'), { base: 'USD' }) // the rates as known on 1 August
 */
export function datasetAsOf(dataset: Dataset, asOf: unknown, name = 'asOf'): Dataset {
  if (asOf === undefined) return dataset;
  const at = parseInstant(asOf, name);
  const publications = cached(dataset, PUBLICATIONS, publicationsOf);
  const { instants, views } = publications;
  if (at >= instants[instants.length - 1]!) return dataset;
  // The newest instant at or before `at` (a binary search): every instant up to the next one cuts alike.
  let low = 0;
  let high = instants.length - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    if (instants[mid]! <= at) low = mid + 1;
    else high = mid - 1;
  }
  const cut = high < 0 ? NaN : instants[high]!;
  let view = views.get(cut);
  if (view !== undefined) views.delete(cut);
  else {
    view = viewAt(dataset, publications.rows, cut);
    if (view === undefined) {
      const first = new Date(instants[0]!).toISOString();
      return fail('date_out_of_range', `Nothing in the data had been published by ${new Date(at).toISOString()}; its first publication is ${first}.`, name);
    }
    if (views.size >= MAX_VIEWS) views.delete(views.keys().next().value!);
  }
  views.set(cut, view);
  return view;
}

function viewAt(dataset: Dataset, rows: Float64Array, cut: number): Dataset | undefined {
  const snapshots: Snapshot[] = [];
  const pivot = dataset.columns.get(dataset.pivot)!;
  dataset.snapshots.forEach((snapshot, i) => {
    if (!(rows[i]! <= cut)) return;
    const known = snapshot.versions ? knownAt(snapshot, rows[i]!, cut, dataset.codes, pivot) : snapshot;
    if (known) snapshots.push(known);
  });
  return snapshots.length === 0 ? undefined : registerDataset({ ...dataset, snapshots });
}

// A snapshot with amended values as known at `cut`: each value its newest version published by then
// (none: absent), the buying and selling figures of an older version unknown, the capture time the
// newest publication it holds. Undefined when nothing but the pivot is left.
function knownAt(snapshot: Snapshot, rowAt: number, cut: number, codes: readonly string[], pivot: number): Snapshot | undefined {
  const used = new Map<number, number>();
  for (const [column, list] of snapshot.versions!) {
    let i = list.length - 1;
    while (i >= 0 && list[i]!.at > cut) i--;
    if (i < list.length - 1) used.set(column, i);
  }
  if (used.size === 0) return snapshot;
  const values = snapshot.values.slice();
  const exact = new Map(snapshot.exact);
  const dates = snapshot.dates && new Map(snapshot.dates);
  const published = snapshot.published && { ...snapshot.published };
  const buying = snapshot.buying && { ...snapshot.buying };
  const selling = snapshot.selling && { ...snapshot.selling };
  let newest = rowAt;
  let updatedAt = snapshot.publishedAt ?? snapshot.updatedAt;
  for (const [column, i] of used) {
    const code = codes[column]!;
    const version = snapshot.versions!.get(column)![i];
    exact.delete(column);
    if (buying) delete buying[code];
    if (selling) delete selling[code];
    if (published) delete published[code];
    if (version === undefined) {
      values[column] = NaN;
      dates?.delete(column);
      used.delete(column);
      continue;
    }
    values[column] = version.value;
    if (version.exact) exact.set(column, version.exact);
    if (published && version.figure !== undefined) published[code] = version.figure;
    if (version.at > newest) [newest, updatedAt] = [version.at, version.publishedAt];
  }
  if (!values.some((value, column) => column !== pivot && value === value)) return undefined;
  return {
    ...snapshot,
    updatedAt: newest < Date.parse(snapshot.updatedAt) ? updatedAt : snapshot.updatedAt,
    values,
    exact,
    dates: dates?.size ? dates : undefined,
    published: published && Object.freeze(published),
    buying: buying && Object.freeze(buying),
    selling: selling && Object.freeze(selling),
    used,
  };
}
