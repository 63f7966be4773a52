/**
 * The second wave's live cases, runtime-neutral (Web APIs only): one round of each source of
 * secondWave.mjs through an injected fetch that answers the bank's document only to the requests
 * recorded in Node (URL, method, body and headers, in order; anything else gets a 404), and the
 * round's new row must equal secondWaveExpected.mjs exactly: the last row of the bank's own import
 * of the same document, less the codes the round's curation withholds (listed there by rule, from
 * `status().withheld`; each must be in the import's row, and is null in the round's). The values themselves are checked against hand-computed decimals by each
 * bank's test (test/importers/banks/<bank>.test.ts); this checks that every runtime reproduces them.
 */
import { loadDataset } from '../../dist/index.js';
import { createLiveDataset, datasetFile } from '../../dist/live.js';
import { SECOND_WAVE } from './secondWave.mjs';

/** A request as compared: URL, method, body as text, headers sorted (names lower-case). */
async function requestOf(input, init) {
  const request = input instanceof Request ? input : undefined;
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const method = init?.method ?? request?.method ?? 'GET';
  const raw = init?.body ?? (request && method !== 'GET' && method !== 'HEAD' ? await request.clone().text() : undefined);
  const body = raw === undefined || raw === null ? null : typeof raw === 'string' ? raw : await new Response(raw).text();
  const headers = [...new Headers(init?.headers ?? request?.headers).entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { url, method, body, headers };
}

/** The non-null rates of a dataset file's last row, by code. */
function lastRow(file) {
  const codes = [...file.fiat, ...file.crypto];
  const row = file.snapshots[file.snapshots.length - 1];
  const rates = {};
  row.rates.forEach((r, i) => {
    if (r !== null) rates[codes[i]] = String(r);
  });
  return { date: row.date, rates };
}

/** The bank's initial dataset file: its own, or its import (`imported()`, made once) without the last date. */
function initialOf(bank, docs, imported) {
  if (bank.initial) return bank.initial(docs);
  const full = imported();
  return { ...full, snapshots: full.snapshots.slice(0, -1) };
}

const servedOf = (bank, docs) => (typeof bank.served === 'function' ? bank.served(docs) : docs[bank.served]);

/**
 * One round of `bank`: `accepts(i, request)` says whether the i-th request gets the document.
 *
 * @returns `{ asked, errors, status, row }`, the row being the new last row of the round's dataset.
 */
export async function secondWaveRound(bank, docs, accepts = () => true) {
  const body = servedOf(bank, docs);
  // The bank's import, once: the initial dataset and the clock both come from it (a second import
  // of the larger documents cost as much CPU as the round itself).
  let full;
  const imported = () => (full ??= bank.imported(docs));
  const initial = initialOf(bank, docs, imported);
  const now = new Date(bank.now ?? `${imported().snapshots.at(-1).date}T23:00:00Z`);
  const asked = [];
  const errors = [];
  const fetch = async (input, init) => {
    const request = await requestOf(input, init);
    asked.push(request);
    if (!accepts(asked.length - 1, request)) return new Response('not recorded', { status: 404, headers: { 'content-type': 'text/plain' } });
    return new Response(new Uint8Array(body), { status: 200, headers: { 'content-type': bank.type ?? 'application/octet-stream' } });
  };
  const live = createLiveDataset({
    initial: loadDataset(initial),
    sources: [bank.source()],
    intervalSeconds: 0,
    retries: 0,
    fetch,
    now: () => now,
    onError: (e) => errors.push({ code: e.code, message: e.message }),
  });
  try {
    await live.refresh();
    const file = datasetFile(live.dataset());
    return { asked, errors, status: live.status(), row: lastRow(file), grew: file.snapshots.length - initial.snapshots.length };
  } finally {
    await live.stop();
  }
}

/** The expected new row: the last of the bank's own import (what the generator writes). */
export const importedRow = (bank, docs) => lastRow(bank.imported(docs));

const show = (v) => JSON.stringify(v);
const WARNINGS = ['withheld', 'level_change', 'unknown_code'];

/** Checks one bank's round against its expected entry; returns why not, or undefined. */
export async function checkSecondWave(bank, expected, docs) {
  if (!expected) return `no expected entry for ${bank.name}: run scripts/runtimes/secondWaveExpected.mjs`;
  const { asked, errors, status, row, grew } = await secondWaveRound(bank, docs, (i, request) => show(request) === show(expected.asks[i]));
  const whys = [];
  if (show(asked) !== show(expected.asks)) whys.push(`asked ${show(asked)}, expected ${show(expected.asks)}`);
  const unexpected = errors.filter((e) => !WARNINGS.includes(e.code));
  if (unexpected.length) whys.push(`reported ${unexpected.map((e) => `${e.code}: ${e.message}`).join('; ')}`);
  const s = status.sources[0];
  if (!s || s.name !== expected.source || s.ok !== true || s.quote_date !== expected.row.date)
    whys.push(`status source ${show(s)}, expected ${expected.source} ok quoting ${expected.row.date}`);
  if (grew !== 1) whys.push(`the round added ${grew} snapshots, expected 1`);
  if (row.date !== expected.row.date) whys.push(`newest snapshot ${row.date}, expected ${expected.row.date}`);
  // The import keeps what the round's curation withholds (rates off their peg, retired currencies): those are null.
  const withheld = new Set(Object.values(expected.withheld).flat());
  if (show(status.withheld?.rules ?? {}) !== show(expected.withheld))
    whys.push(`withheld ${show(status.withheld?.rules ?? {})}, expected ${show(expected.withheld)}`);
  const codes = [...new Set([...Object.keys(row.rates), ...Object.keys(expected.row.rates)])].sort();
  for (const code of codes) {
    const want = withheld.has(code) ? undefined : expected.row.rates[code];
    if (row.rates[code] !== want) whys.push(`${code} ${row.rates[code] ?? 'null'}, expected ${want ?? 'null'}`);
  }
  return whys.join('; ') || undefined;
}

/**
 * The cases, one per entry of secondWave.mjs.
 *
 * @param expected - `SECOND_WAVE_EXPECTED` of secondWaveExpected.mjs, by entry name.
 */
export const secondWaveCases = (expected) =>
  SECOND_WAVE.map((bank) => ({
    name: `${bank.name}: one round from the recorded bytes adds the row of the bank's own import`,
    source: bank.name,
    run: (docs) => checkSecondWave(bank, expected[bank.name], docs),
  }));
