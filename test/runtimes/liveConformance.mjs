/**
 * Live-source conformance of the BUILT package (dist/), runtime-neutral: plain ESM using only Web
 * APIs (fetch's Response and Headers, TextDecoder, URL, setTimeout), no Node built-ins, so the same
 * cases run in Node, Bun, Deno and workerd. Each of the 13 first-wave central banks' live sources runs one round
 * with an injected `fetch` that answers the source's own request with the bank's real recorded
 * document (bytes handed in by the runtime entry, from test/fixtures/central-banks/), and the round
 * must extend the dataset with the values below. Import a decoder probe (textDecoderNative.mjs or
 * textDecoderTable.mjs) BEFORE this module: it picks the windows-1251 path the CBR's rounds take.
 *
 * The expected values are literals, worked out from the documents by hand (Python's decimal module,
 * not ratebook): each is the document's number divided by its nominal (`amount`, `UNIT_MULT`,
 * `Nominal`, `units`, `multiplier`), inverted where the dataset stores units per pivot, rounded once
 * to 12 significant digits half-even. The initial dataset of a round is the bank's own import of the
 * same document without its newest date (the CBR's: its recorded dynamics of 2026-03-01..05).
 * The second wave's 51 rounds (secondWaveConformance.mjs) come last.
 */
import { loadDataset } from '../../dist/index.js';
import { defaultDataset } from '../../dist/data.js';
import { createFetchHandler } from '../../dist/http.js';
import { importFeed } from '../../dist/importers.js';
import { createLiveDataset, datasetFile, feedSource } from '../../dist/live.js';
import { summarize } from './conformance.mjs';
import { secondWaveCases } from './secondWaveConformance.mjs';
import { SECOND_WAVE_EXPECTED } from './secondWaveExpected.mjs';
import { decoderPath } from './textDecoderProbe.mjs';

/** The user's key of the keyed sources: `/` and `+` so its URL-encoded form differs and is checked too. */
export const KEY = 'k3y/S3CRET+0123456789abcdef';
const ENCODED_KEY = encodeURIComponent(KEY);
const metadata = defaultDataset;

// The series EVDS and the Bank of England are asked for: those of the recorded requests (manifest.json).
const TCMB_SERIES = [
  'AED',
  'AUD',
  'AZN',
  'CAD',
  'CHF',
  'CNY',
  'DKK',
  'EUR',
  'GBP',
  'JPY',
  'KRW',
  'KWD',
  'KZT',
  'NOK',
  'PKR',
  'QAR',
  'RON',
  'RUB',
  'SAR',
  'SEK',
  'USD',
]
  .flatMap((code) => [`TP.DK.${code}.A.YTL`, `TP.DK.${code}.S.YTL`])
  .join('-');
const BOE_SERIES =
  'XUDLUSS,XUDLERS,XUDLJYS,XUDLCDS,XUDLSFS,XUDLADS,XUDLNDS,XUDLNKS,XUDLSKS,XUDLDKS,XUDLHDS,XUDLSGS,XUDLSRS,XUDLZRS,XUDLTWS,XUDLBK25,XUDLBK33,XUDLBK47,XUDLBK78,XUDLBK83,XUDLBK87,XUDLBK89,XUDLBK93,XUDLBK95,XUDLBK97,XUDLZOS4';

/** The bank's import of one document minus its newest date. */
const older = (file) => ({ ...file, snapshots: file.snapshots.slice(0, -1) });

/**
 * The banks. `asks`: every URL the source must request, in order, for a round at `date` 23:00 UTC
 * (its dated windows are computed from that clock); the last is answered with the document, earlier
 * ones with 404. `quoted`: the non-null values of the new row (the document's codes of that date the
 * catalog knows, plus the pivot, less `withheld`). `values`: exact rates against the dataset's pivot.
 */
export const BANKS = [
  {
    name: 'nbp',
    source: () => feedSource('nbp'),
    file: 'nbp/nbp-1.json',
    type: 'application/json; charset=utf-8',
    initial: (doc) => older(importFeed('nbp', doc, { metadata }).dataset),
    asks: ['https://api.nbp.pl/api/exchangerates/tables/A/?format=json'],
    date: '2026-03-05',
    quoted: 32,
    // Table 044/A/NBP/2026: USD 3.6771, EUR 4.2739, HUF 0.01107 PLN.
    values: { PLN: '1', USD: '0.271953441571', EUR: '0.233978333606', HUF: '90.3342366757' },
    // The table, and the SHA-256 of the document (test/fixtures/manifest.json, nbp/nbp-1.json).
    sources: [{ name: 'nbp', table: '044/A/NBP/2026', sha256: 'c548d489c2b5d3273fc14bb106c5ce3f129b0424ee16868363a683fe39139e36' }],
  },
  {
    name: 'cnb',
    source: () => feedSource('cnb'),
    file: 'cnb/cnb-1.json',
    type: 'application/json',
    initial: (doc) => older(importFeed('cnb', doc, { metadata }).dataset),
    asks: ['https://api.cnb.cz/cnbapi/exrates/daily-year?lang=EN&year=2026'],
    date: '2026-04-02',
    quoted: 30,
    // EUR amount 1 rate 24.54; JPY amount 100 rate 13.338; IDR amount 1000 rate 1.253 (CZK).
    values: { CZK: '1', EUR: '0.040749796251', JPY: '7.49737591843', IDR: '798.084596967' },
  },
  {
    name: 'boc',
    source: () => feedSource('boc'),
    file: 'boc/boc-1.json',
    type: 'application/json; charset=utf-8',
    initial: (doc) => older(importFeed('boc', doc, { metadata }).dataset),
    asks: ['https://www.bankofcanada.ca/valet/observations/group/FX_RATES_DAILY/json?start_date=2026-03-04'],
    date: '2026-03-18',
    quoted: 23,
    // FXUSDCAD 1.3706, FXEURCAD, FXJPYCAD; SAR 3.75404 per USD is outside its peg: withheld.
    values: { USD: '0.729607471181', EUR: '0.63395460885', JPY: '116.41443539' },
    withheld: ['SAR'],
  },
  {
    name: 'norges-bank',
    source: () => feedSource('norges-bank'),
    file: 'nb/nb-1.csv',
    type: 'text/csv;charset=UTF-8',
    initial: (doc) => older(importFeed('norges-bank', doc, { metadata }).dataset),
    asks: ['https://data.norges-bank.no/api/data/EXR/B..NOK.SP?format=csvdata&startPeriod=2026-03-10&endPeriod=2026-03-25'],
    date: '2026-03-24',
    quoted: 36,
    // EUR UNIT_MULT 0; JPY and ISK UNIT_MULT 2 (NOK per 100).
    values: { NOK: '1', EUR: '0.0890432304884', JPY: '16.3759927946', ISK: '12.8205128205', USD: '0.103040732001' },
  },
  {
    name: 'rba',
    source: () => feedSource('rba'),
    file: 'rba/rba-1.csv',
    type: 'application/octet-stream',
    initial: (doc) => older(importFeed('rba', doc, { metadata }).dataset),
    asks: ['https://www.rba.gov.au/statistics/tables/csv/f11.1-data.csv'],
    date: '2026-03-20',
    quoted: 20,
    // A$1 = ... as published: no inversion.
    values: { AUD: '1', USD: '0.7088', JPY: '112.27', EUR: '0.6132' },
    // The table, and the SHA-256 of the document (test/fixtures/manifest.json, rba/rba-1.csv).
    sources: [{ name: 'rba', table: 'F11.1', sha256: '194c8df915d48dbae673c63ff2dc3dccc8385c66c7151ab3310811412b2c34c0' }],
  },
  {
    name: 'boe',
    source: () => feedSource('boe'),
    file: 'boe/boe-1.csv',
    type: 'application/csv',
    initial: (doc) => older(importFeed('boe', doc, { metadata }).dataset),
    asks: [
      `https://www.bankofengland.co.uk/boeapps/database/_iadb-fromshowcolumns.asp?CSVF=TN&Datefrom=06/Mar/2026&Dateto=21/Mar/2026&SeriesCodes=${BOE_SERIES}&UsingCodes=Y&csv.x=yes`,
    ],
    date: '2026-03-20',
    quoted: 26,
    // Units per GBP as published (XUDLUSS 1.3302, XUDLERS 1.1523, XUDLJYS 211.833); SAR outside its peg.
    values: { GBP: '1', USD: '1.3302', EUR: '1.1523', JPY: '211.833' },
    withheld: ['SAR'],
  },
  {
    name: 'boi',
    source: () => feedSource('boi'),
    file: 'boi/boi-1.csv',
    type: 'text/csv; charset=utf-8',
    initial: (doc) => older(importFeed('boi', doc, { metadata }).dataset),
    asks: [
      'https://edge.boi.gov.il/FusionEdgeServer/sdmx/v2/data/dataflow/BOI.STATISTICS/EXR/1.0/?c%5BDATA_TYPE%5D=OF00&startperiod=2026-02-20&endperiod=2026-03-07&format=csv',
    ],
    date: '2026-03-06',
    // The bank published 7 rates that day (USD 3.077, EUR 3.5499, JPY 1.966 per 100, ...).
    quoted: 8,
    values: { ILS: '1', USD: '0.324991875203', EUR: '0.281698076002', JPY: '50.8646998983' },
  },
  {
    name: 'riksbank',
    source: () => feedSource('riksbank'),
    file: 'rb/rb-1.json',
    type: 'application/json; charset=utf-8',
    initial: (doc) => older(importFeed('riksbank', doc, { metadata }).dataset),
    asks: ['https://api.riksbank.se/swea/v1/Observations/ByGroup/130/2026-03-13/2026-03-28'],
    date: '2026-03-27',
    quoted: 30,
    // SEKEURPMI 10.878, SEKUSDPMI 9.44517, SEKKRWPMI 0.00625 (SEK per unit).
    values: { SEK: '1', EUR: '0.0919286633572', USD: '0.10587421931', KRW: '160' },
  },
  {
    name: 'nbu',
    source: () => feedSource('nbu'),
    file: 'nbu/nbu-1.json',
    type: 'application/json; charset=utf-8',
    initial: (doc) => older(importFeed('nbu', doc, { metadata }).dataset),
    asks: ['https://bank.gov.ua/NBU_Exchange/exchange_site?start=20260302&end=20260317&json=&order=asc&sort=exchangedate'],
    date: '2026-03-16',
    quoted: 41,
    // USD 44.1381 per 1, EUR 50.6661 per 1, JPY 2.7705 per 10 units (UAH).
    values: { UAH: '1', USD: '0.0226561632694', EUR: '0.0197370628487', JPY: '3.60945677676' },
  },
  {
    name: 'bnr',
    source: () => feedSource('bnr'),
    file: 'bnr/bnr-1.xml',
    type: 'text/xml',
    initial: (doc) => older(importFeed('bnr', doc, { metadata }).dataset),
    // The recorded document is the year's file, the fallback; the daily file is not recorded.
    asks: ['https://curs.bnr.ro/nbrfxrates.xml', 'https://curs.bnr.ro/files/xml/years/nbrfxrates2026.xml'],
    date: '2026-08-19',
    quoted: 36,
    // EUR 5.2452, USD 4.5190, HUF multiplier 100: 1.4375 (RON).
    values: { RON: '1', EUR: '0.190650499504', USD: '0.221287895552', HUF: '69.5652173913' },
  },
  {
    name: 'cbr',
    source: () => feedSource('cbr'),
    file: 'cbr/cbr-1.xml',
    type: 'application/xml; charset=windows-1251',
    initial: (_doc, docs) =>
      importFeed(
        'cbr',
        Array.from({ length: 54 }, (_, i) => docs[`cbr/cbr-${i + 2}.xml`]),
        { metadata },
      ).dataset,
    asks: ['https://www.cbr.ru/scripts/XML_daily.asp'],
    date: '2026-04-25',
    quoted: 54,
    // windows-1251, decimal comma: USD Nominal 1 Value 75,5273; EUR 88,2826; JPY Nominal 100 Value
    // 47,2636; AMD Nominal 100 Value 20,3123 (RUB).
    values: { RUB: '1', USD: '0.0132402455801', EUR: '0.0113272604115', JPY: '2.11579312621', AMD: '4.92312539693' },
  },
  {
    name: 'tcmb',
    source: () => feedSource('tcmb', { apiKey: KEY }),
    file: 'tcmb/tcmb-1.json',
    type: 'application/json;charset=UTF-8',
    initial: (doc) => older(importFeed('tcmb', doc, { metadata }).dataset),
    asks: [`https://evds3.tcmb.gov.tr/igmevdsms-dis/series=${TCMB_SERIES}&startDate=05-03-2026&endDate=20-03-2026&type=json&frequency=1`],
    // EVDS answers only a request carrying the key in its `key` header.
    accepts: (_url, headers) => headers.get('key') === KEY,
    date: '2026-03-19',
    quoted: 20,
    // The mid of buying and selling: USD (44.1325 + 44.2120) / 2; EUR (50.9193 + 51.0111) / 2; JPY per
    // 100 yen (27.7083 + 27.8918) / 2. QAR and SAR are outside their pegs.
    values: { TRY: '1', USD: '0.0226386475672', EUR: '0.0196212317424', JPY: '3.59711583253' },
    withheld: ['QAR', 'SAR'],
  },
  {
    name: 'fred',
    source: () => feedSource('fred', { apiKey: KEY }),
    file: 'fred/fred-20.json',
    type: 'application/json; charset=UTF-8',
    initial: (doc) => older(importFeed('fred', doc, { seriesId: 'DEXUSEU', metadata }).dataset),
    asks: [`https://api.stlouisfed.org/fred/series/observations?series_id=DEXUSEU&file_type=json&observation_start=2026-02-20&api_key=${ENCODED_KEY}`],
    date: '2026-03-13',
    quoted: 2,
    // DEXUSEU 1.1444 USD per EUR.
    values: { USD: '1', EUR: '0.873820342538' },
  },
];

/** Everything a round shows a user: status, reported errors, the served file, and /v1/status. */
async function shownBy(live, errors, now) {
  const http = await (await createFetchHandler({ dataset: live, auth: false, now: () => now })(new Request('http://x/v1/status'))).text();
  return `${JSON.stringify({ status: live.status(), errors })}\n${http}`;
}

/**
 * One round of one source with an injected fetch.
 *
 * @returns `{ asked, errors, status, file, shown }`, read before the live dataset is stopped.
 */
async function oneRound(source, initial, now, answer) {
  const asked = [];
  const errors = [];
  const fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = new Headers(init?.headers);
    asked.push(url);
    return answer(url, headers);
  };
  const live = createLiveDataset({ initial, sources: [source], intervalSeconds: 0, retries: 0, fetch, now: () => now, onError: (e) => errors.push(e) });
  try {
    await live.refresh();
    return { asked, errors, status: live.status(), file: datasetFile(live.dataset()), shown: await shownBy(live, errors, now) };
  } finally {
    await live.stop();
  }
}

const show = (v) => JSON.stringify(v);
const notFound = () => new Response('not recorded', { status: 404, headers: { 'content-type': 'text/plain' } });
const leaks = (text) =>
  [KEY, ENCODED_KEY]
    .filter((k) => text.includes(k))
    .map((k) => `shows the key ${show(k)}: …${text.slice(Math.max(0, text.indexOf(k) - 60), text.indexOf(k) + k.length + 20)}…`);

/** Checks one bank's round against its expectations; returns why not, or undefined. */
async function bankRound(bank, docs) {
  const doc = docs[bank.file];
  const initialFile = bank.initial(doc, docs);
  const now = new Date(`${bank.date}T23:00:00Z`);
  const served = bank.asks[bank.asks.length - 1];
  const answer = (url, headers) => {
    if (url !== served || (bank.accepts && !bank.accepts(url, headers))) return notFound();
    return new Response(new Uint8Array(doc), { status: 200, headers: { 'content-type': bank.type } });
  };
  const { asked, errors, status, file, shown } = await oneRound(bank.source(), loadDataset(initialFile), now, answer);
  const whys = [];
  if (show(asked) !== show(bank.asks)) whys.push(`asked ${show(asked)}, expected ${show(bank.asks)}`);
  const unexpected = errors.filter((e) => !['withheld', 'level_change', 'unknown_code'].includes(e.code));
  if (unexpected.length) whys.push(`reported ${unexpected.map((e) => `${e.code}: ${e.message}`).join('; ')}`);
  const s = status.sources[0];
  if (!s || s.name !== bank.name || s.ok !== true || s.quote_date !== bank.date)
    whys.push(`status source ${show(s)}, expected ${bank.name} ok quoting ${bank.date}`);
  if (status.date !== bank.date || status.stale !== false) whys.push(`status date ${status.date} stale ${status.stale}, expected ${bank.date}, not stale`);
  if (file.snapshots.length !== initialFile.snapshots.length + 1) whys.push(`${file.snapshots.length} snapshots, expected ${initialFile.snapshots.length + 1}`);
  const row = file.snapshots[file.snapshots.length - 1];
  if (row.date !== bank.date) whys.push(`newest snapshot ${row.date}, expected ${bank.date}`);
  const codes = [...file.fiat, ...file.crypto];
  const rate = (code) => (codes.indexOf(code) < 0 ? undefined : row.rates[codes.indexOf(code)]);
  const quoted = row.rates.filter((r) => r !== null).length;
  if (quoted !== bank.quoted) whys.push(`${quoted} codes quoted, expected ${bank.quoted}`);
  for (const [code, value] of Object.entries(bank.values)) {
    const got = rate(code);
    if (got === undefined || got === null || String(got) !== value) whys.push(`${code} ${show(got ?? null)}, expected ${value}`);
  }
  for (const code of bank.withheld ?? []) if (rate(code) !== null) whys.push(`${code} ${show(rate(code) ?? 'absent')}, expected withheld (null)`);
  if (bank.sources && show(row.sources) !== show(bank.sources)) whys.push(`row sources ${show(row.sources)}, expected ${show(bank.sources)}`);
  if (bank.accepts) whys.push(...leaks(shown));
  return whys.join('; ') || undefined;
}

/** A keyed source whose upstream fails with answers that echo the key: the key never shows. */
async function keyedFailure(bank, docs) {
  const initial = loadDataset(bank.initial(docs[bank.file], docs));
  const now = new Date(`${bank.date}T23:00:00Z`);
  const echo = (url, headers) => `no such key ${headers.get('key') ?? ''} for ${url}`;
  const whys = [];
  const failures = [
    [
      'an HTTP 500 echoing the key',
      'feed_http_status',
      (url, headers) => new Response(echo(url, headers), { status: 500, headers: { 'content-type': 'text/plain' } }),
    ],
    ['a fetch that rejects with the key in its message', 'feed_unreachable', (url, headers) => Promise.reject(new TypeError(echo(url, headers)))],
  ];
  for (const [what, code, answer] of failures) {
    const { status, errors, shown, asked } = await oneRound(bank.source(), initial, now, answer);
    const s = status.sources[0];
    if (asked.length !== 1) whys.push(`${what}: ${asked.length} requests, expected 1`);
    if (s?.ok !== false || s.error?.code !== code) whys.push(`${what}: status source ${show(s)}, expected not ok with ${code}`);
    if (!errors.some((e) => e.code === code)) whys.push(`${what}: no ${code} reported`);
    whys.push(...leaks(shown).map((w) => `${what}: ${w}`));
  }
  return whys.join('; ') || undefined;
}

// The WHATWG windows-1251 index of bytes 0x80..0xFF, in four rows of 32 (0x98 is U+0098).
const WINDOWS_1251_ROWS = [
  '\u0402\u0403\u201A\u0453\u201E\u2026\u2020\u2021\u20AC\u2030\u0409\u2039\u040A\u040C\u040B\u040F\u0452\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u0098\u2122\u0459\u203A\u045A\u045C\u045B\u045F',
  '\u00A0\u040E\u045E\u0408\u00A4\u0490\u00A6\u00A7\u0401\u00A9\u0404\u00AB\u00AC\u00AD\u00AE\u0407\u00B0\u00B1\u0406\u0456\u0491\u00B5\u00B6\u00B7\u0451\u2116\u0454\u00BB\u0458\u0405\u0455\u0457',
  'АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ',
  'абвгдежзийклмнопрстуфхцчшщъыьэюя',
];

/**
 * The CBR's daily table with USD's `<Value>` replaced by `x`, 32 bytes from 0x80 + 32 × row, `x`:
 * the round refuses it, and its error quotes the value as decoded, so every one of the 128 high
 * bytes is checked against the WHATWG index in this runtime, on the path the probe selected.
 */
async function highBytes(row, docs) {
  const bank = BANKS.find((b) => b.name === 'cbr');
  const doc = docs[bank.file];
  const marker = new TextEncoder().encode('<Value>75,5273</Value>');
  let at = -1;
  for (let i = 0; at < 0 && i <= doc.length - marker.length; i++) if (marker.every((b, j) => doc[i + j] === b)) at = i;
  if (at < 0) return 'the recorded cbr-1.xml has no USD <Value>75,5273</Value>';
  const value = [0x78, ...Array.from({ length: 32 }, (_, i) => 0x80 + 32 * row + i), 0x78];
  const mutated = new Uint8Array([...doc.subarray(0, at + 7), ...value, ...doc.subarray(at + 7 + 7)]);
  const { status } = await oneRound(
    feedSource('cbr'),
    loadDataset(bank.initial(doc, docs)),
    new Date(`${bank.date}T23:00:00Z`),
    () => new Response(mutated, { headers: { 'content-type': bank.type } }),
  );
  const error = status.sources[0]?.error;
  const expected = JSON.stringify(`x${WINDOWS_1251_ROWS[row]}x`);
  if (error?.code !== 'invalid_feed') return `status ${show(status.sources[0])}, expected an invalid_feed error`;
  return error.message.includes(`/ValCurs/Valute[16]/Value: ${expected}`)
    ? undefined
    : `the error quotes ${show(error.message)}, expected the value ${expected}`;
}

/** Which windows-1251 path the CBR's rounds took, as the probe saw it. */
function decoderTook(probe) {
  if (probe.mode === 'table') {
    if (probe.refused === 0) return 'ratebook never asked TextDecoder for windows-1251: the table path was not selected by the refusal';
    return probe.decoded === 0 ? undefined : `a refused TextDecoder still decoded ${probe.decoded} documents`;
  }
  if (!probe.supported) return probe.refused > 0 && probe.decoded === 0 ? undefined : `the runtime lacks windows-1251, yet ${show(probe)}`;
  if (probe.constructed === 0) return "ratebook never made the runtime's windows-1251 TextDecoder";
  // The 54 dynamics, the daily table, its 4 mutations: at least 55 of them from this module.
  return probe.decoded >= 55 && probe.refused === 0
    ? undefined
    : `the runtime's decoder decoded ${probe.decoded} documents (refused ${probe.refused}), expected at least 55`;
}

/**
 * The sources whose documents are windows-1251. The two modes differ in one function only,
 * ratebook's `decodeWindows1251` (src/importers/readers/windows1251.ts: the runtime's decoder, or
 * the table when the runtime refuses the label), and only these sources' readers call it: every
 * other case runs the same code in both modes. So the `table` mode runs these sources' cases alone,
 * and the `native` mode, which runs every case, fails any other case that decoded windows-1251 (the
 * probe counts each decode), naming the source to add here: no windows-1251 source escapes the table.
 */
export const WINDOWS_1251_SOURCES = ['cbr', 'nbkr'];

/**
 * The cases, in order: one round of each bank; the keyed sources' failures; the 128 high bytes of
 * windows-1251; the decoding path taken; one round of each second-wave source (issue 32:
 * secondWaveConformance.mjs, its expected rows generated once in Node). `source`: the source a case
 * runs; `windows1251`: whether the `table` mode runs it (a source of WINDOWS_1251_SOURCES).
 */
export const LIVE_CASES = [
  ...BANKS.map((bank) => ({
    name: `${bank.name}: one round extends the dataset with the recorded document's values`,
    source: bank.name,
    run: (docs) => bankRound(bank, docs),
  })),
  ...BANKS.filter((b) => b.accepts || b.name === 'fred').map((bank) => ({
    name: `${bank.name}: failing answers that echo the key never show it`,
    source: bank.name,
    run: (docs) => keyedFailure(bank, docs),
  })),
  ...WINDOWS_1251_ROWS.map((_, row) => ({
    name: `cbr: windows-1251 bytes 0x${(0x80 + 32 * row).toString(16)}..0x${(0x9f + 32 * row).toString(16)} decode as WHATWG maps them`,
    source: 'cbr',
    run: (docs) => highBytes(row, docs),
  })),
  { name: 'cbr: the windows-1251 path is the one the probe selected', source: 'cbr', run: (_docs, probe) => decoderTook(probe) },
  ...secondWaveCases(SECOND_WAVE_EXPECTED),
].map((c) => ({ ...c, windows1251: WINDOWS_1251_SOURCES.includes(c.source) }));

/**
 * The cases a mode runs: every case natively, the windows-1251 sources' cases by the table.
 *
 * @param mode - `native` or `table` (the probe's).
 */
export const casesOf = (mode) => (mode === 'table' ? LIVE_CASES.filter((c) => c.windows1251) : LIVE_CASES);

/** Why a case that passed is still wrong: it decoded windows-1251 natively, yet the table mode skips its source. */
function untabled(c, probe, decodedBefore) {
  if (probe.mode !== 'native' || c.windows1251 || probe.decoded === decodedBefore) return undefined;
  return `decoded ${probe.decoded - decodedBefore} windows-1251 documents, yet ${c.source} is not in WINDOWS_1251_SOURCES (liveConformance.mjs): the table mode would not run it`;
}

/**
 * Runs the live cases of the probe's mode (`casesOf`) in order, each bounded by `caseTimeoutMs`.
 *
 * @param docs - `{ [path under central-banks/]: Uint8Array }` of every file in liveDocuments.mjs.
 * @param probe - The decoder probe imported before this module.
 * @param options - `caseTimeoutMs` (default 10000).
 * @returns `{ passed, failed: [{ name, why }] }`.
 */
export async function runLiveConformance(docs, probe, { caseTimeoutMs = 10_000 } = {}) {
  let passed = 0;
  const failed = [];
  for (const c of casesOf(probe.mode)) {
    const decodedBefore = probe.decoded;
    let timer;
    const timeout = new Promise((resolve) => {
      timer = setTimeout(() => resolve(`no answer within ${caseTimeoutMs} ms`), caseTimeoutMs);
    });
    let why;
    try {
      why = await Promise.race([c.run(docs, probe), timeout]);
    } catch (error) {
      why = `threw ${error?.name ?? 'error'}: ${error?.message ?? String(error)}`;
    } finally {
      clearTimeout(timer);
    }
    why ??= untabled(c, probe, decodedBefore);
    if (why === undefined) passed++;
    else failed.push({ name: c.name, why });
  }
  return { passed, failed };
}

/**
 * What a run's result line says it ran: the cases of its mode, and the windows-1251 path (from the probe).
 *
 * @param probe - The decoder probe of the run (or its JSON).
 */
export function liveLabel(probe) {
  const what = probe.mode === 'table' ? `windows-1251 live sources (${WINDOWS_1251_SOURCES.join(', ')}) of ${LIVE_CASES.length} cases` : 'live sources';
  return `${what}, ${decoderPath(probe)}`;
}

/**
 * The runtime's report: failures, then `<runtime>: N passed, M failed (N/T live sources, windows-1251
 * by ...)`, in the `table` mode `(N/T windows-1251 live sources (cbr, nbkr) of A cases, windows-1251 by the table ...)`.
 *
 * @param runtime - The runtime's name.
 * @param result - From `runLiveConformance`.
 * @param probe - The decoder probe, whose counters say which path decoded.
 * @returns `{ text, ok }`.
 */
export function summarizeLive(runtime, result, probe) {
  return summarize(runtime, [[liveLabel(probe), result]]);
}
