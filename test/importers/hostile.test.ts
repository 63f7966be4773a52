import fc from 'fast-check';
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { RatebookError } from '../../src/errors.js';
import { importEcbCsv, importEcbZip } from '../../src/importers/index.js';
import { RatebookError as CoreError } from '../../src/index.js';
import { caught } from '../errors.js';
import { catalog } from './catalog.js';
import { ecbCsvText, ecbDailyXml, ecbZip } from './ecbFiles.js';
import { feedError, garbageBytes, garbageText } from './feedError.js';
import { feedJson } from './fixtures.js';
import { indexOfWork } from './indexOfWork.js';
import { importCoinGecko } from '../../src/feeds/coingecko/coinGecko.js';
import { importEcbXml } from '../../src/feeds/ecb/ecbXml.js';
import { importFawazahmed0 } from '../../src/feeds/fawazahmed0/fawazahmed0.js';
import { importOxr } from '../../src/feeds/oxr/openExchangeRates.js';

const options = { metadata: catalog };
// The 20 MB cases test the scanners themselves, for a caller who raises the 16 MiB default (the
// default refuses them unread: test/importers/bounds.test.ts). Past that default is what they need
// to be: the work is bounded by counts (indexOfWork) and answers name the very column, so more
// megabytes would only take longer (they were 50 MB, 175 MB in the JSON test, minutes on 2 loaded cores).
const BIG = 20_000_000;
const unbounded = { ...options, maxBytes: Number.POSITIVE_INFINITY };
// The garbage, made once for the file's three readers (CSV, XML, JSON and zip): no importer writes to its input.
let garbage: { text: string; bytes: Uint8Array } | undefined;
const noise = () => (garbage ??= { text: garbageText(BIG), bytes: garbageBytes(BIG) });
const csv = (rows: string) => `Date,USD,JPY,\n${rows}`;

/** Either a result or an invalid_feed error; anything else (a TypeError, a hang) fails the test. */
async function resultOrFeedError(run: () => unknown): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (!(error instanceof CoreError) || error.code !== 'invalid_feed') throw error;
  }
}

describe('importEcbCsv on hostile input', () => {
  const cases: [what: string, text: string, location: string][] = [
    ['a number with a comma', csv('2024-01-03,1.0919,155.52,\n2024-01-02,1.0956,"155,2",\n'), 'line 3: '],
    ['a decimal comma in a semicolon file', 'Date;USD;JPY\n2024-01-02;1,0956;155,2\n', 'line 1, column 1: '],
    ['a negative rate', csv('2024-01-02,-1.0956,155.2,\n'), 'line 2, column USD: '],
    ['a zero rate', csv('2024-01-02,1.0956,0.000,\n'), 'line 2, column JPY: '],
    ['an exponent', csv('2024-01-02,1e0,155.2,\n'), 'line 2, column USD: '],
    ['a blank value', csv('2024-01-02,,155.2,\n'), 'line 2, column USD: '],
    ['a repeated date', csv('2024-01-03,1.0919,155.52,\n2024-01-02,1.0956,155.2,\n2024-01-03,1.0919,155.52,\n'), 'line 4, column Date: '],
    ['a date that does not exist', csv('2024-02-30,1.0919,155.52,\n'), 'line 2, column Date: '],
    ['a row too wide', csv('2024-01-03,1.0919,155.52,7.45,\n'), 'line 2: '],
    ['a row too narrow', csv('2024-01-03,1.0919,\n'), 'line 2: '],
    ['a missing trailing field', csv('2024-01-03,1.0919,155.52\n'), 'line 2: '],
    ['text in the trailing field', 'Date,USD,\n2024-01-03,1.0919,x\n', 'line 2, column 3: '],
    ['an empty line inside', csv('2024-01-03,1.0919,155.52,\n\n2024-01-02,1.0956,155.2,\n'), 'line 3: '],
    ['a header that is not a code', 'Date,USD,Yen,\n', 'line 1, column 3: '],
    ['a EUR column', 'Date,EUR,USD,\n', 'line 1, column 2: '],
    ['a repeated column', 'Date,USD,USD,\n', 'line 1, column 3: '],
    ['a header only', 'Date,USD,JPY,\n', 'line 2: '],
    ['an empty file', '', 'line 1, column 1: '],
    ['a truncated header', 'Date,USD,JP', 'line 1, column 3: '],
  ];
  for (const [what, text, location] of cases) {
    it(`refuses ${what} with a located invalid_feed`, async () => {
      expect(await feedError(() => importEcbCsv(text, options))).toMatch(new RegExp(`^${location.replace(/[()]/g, '\\$&')}`));
    });
  }

  it('refuses a real file cut in the middle of a row, at that row', async () => {
    const cut = ecbCsvText().slice(0, 5000);
    const lastLine = cut.split('\n').length;
    expect(await feedError(() => importEcbCsv(cut, options))).toMatch(new RegExp(`^line ${lastLine}: expected 43 fields`));
  });

  it('says so when handed the zip instead of the CSV', async () => {
    expect(await feedError(() => importEcbCsv(ecbZip(), options))).toMatch(/^line 1, column 1: this is a zip archive.*importEcbZip/);
  });

  it('refuses bytes that are not UTF-8, at the first bad one', async () => {
    const bytes = new TextEncoder().encode(csv('2024-01-03,1.0919,155.52,\n'));
    bytes[18] = 0xff;
    expect(await feedError(() => importEcbCsv(bytes, options))).toMatch(/^line 2, column 5: not UTF-8/);
  });

  it('refuses 20 MB of garbage text and bytes in work bounded by the input size', async () => {
    const bounded = (text: string | Uint8Array) => feedError(async () => (await indexOfWork(2 * text.length, () => importEcbCsv(text, unbounded))).result);
    expect(await bounded(noise().text)).toMatch(/^line 1, column 1: /);
    expect(await bounded(noise().bytes)).toMatch(/^line \d+, column \d+: not UTF-8/);
    expect(await bounded(`Date,USD,\n${'9'.repeat(BIG)}`)).toMatch(/^line 2: longer than/);
    expect(await bounded(`Date,${'USD,'.repeat(BIG / 4)}`)).toMatch(/^line 1: longer than/);
  });

  it('gives a result or a located invalid_feed for any mutation of a real excerpt (property)', async () => {
    const excerpt = ecbCsvText()
      .slice(0, 3000)
      .replace(/\n[^\n]*$/, '\n');
    await fc.assert(
      fc.asyncProperty(fc.nat(excerpt.length), fc.string({ maxLength: 4 }), fc.nat(3), async (at, insert, drop) => {
        await resultOrFeedError(() => importEcbCsv(excerpt.slice(0, at) + insert + excerpt.slice(at + drop), options));
      }),
      { numRuns: 300 },
    );
  });
});

describe('importEcbXml on hostile input', () => {
  const daily = ecbDailyXml();
  const cases: [what: string, text: string, location: RegExp][] = [
    ['a rate with a comma', daily.replace("rate='163.36'", "rate='163,36'"), /^line 10, column 4, currency JPY: /],
    ['a negative rate', daily.replace("rate='163.36'", "rate='-163.36'"), /^line 10, column 4, currency JPY: /],
    ['a repeated currency', daily.replace("<Cube currency='JPY'", "<Cube currency='USD'"), /^line 10, column 4, currency USD: /],
    ['a repeated day', daily.replace('\t</Cube>\n</gesmes', "\t\t<Cube time='2025-05-09'/>\n\t</Cube>\n</gesmes"), /^line 40, column 3: /],
    ['a missing rate', daily.replace(" rate='163.36'", ''), /^line 10, column 4: /],
    ['an unknown attribute', daily.replace("rate='163.36'", "rate='163.36' x='1'"), /^line 10, column 4: /],
    ['a foreign element among the quotes', daily.replace("<Cube currency='JPY' rate='163.36'/>", '<Rate/>'), /^line 10, column 4: /],
    ['text among the quotes', daily.replace("<Cube currency='JPY'", "JPY <Cube currency='JPY'"), /^line 10, column 4: /],
    ['a bad date', daily.replace('2025-05-09', '2025-13-09'), /^line 8, column 3: /],
    ['a DOCTYPE (no entity expansion)', daily.replace('<gesmes:Envelope', '<!DOCTYPE lolz [<!ENTITY lol "lol">]>\n<gesmes:Envelope'), /^line 2, column 1: /],
    ['an entity in a value', daily.replace("rate='163.36'", "rate='&lol;'"), /^line 10, column 30: /],
    ['another root', '<Envelope><Cube/></Envelope>', /^line 1, column 1: /],
    ['a mismatched end tag', daily.replace('</gesmes:Sender>', '</gesmes:Sendr>'), /^line 6, column 2: /],
    ['content after the root', `${daily}\n<Cube/>`, /^line 42, column 1: /],
    ['no day at all', daily.replace(/\t\t<Cube time[\s\S]*?\t\t<\/Cube>\n/, ''), /^line \d+, column \d+: /],
    ['an empty document', '', /^line 1, column 1: /],
  ];
  for (const [what, text, location] of cases) {
    it(`refuses ${what} with a located invalid_feed`, async () => {
      expect(await feedError(() => importEcbXml(text, options))).toMatch(location);
    });
  }

  it('refuses what is neither text nor bytes (null, undefined, a number, an object) with invalid_feed, not a TypeError', () => {
    for (const read of [importEcbCsv, importEcbXml]) {
      for (const input of [null, undefined, 42, {}])
        expect(
          caught(() => read(input as never, options)),
          `${read.name}(${String(input)})`,
        ).toMatchObject({ code: 'invalid_feed' });
    }
  });

  it('says so when handed the zip, pointing at the importer that reads it', async () => {
    expect(await feedError(() => importEcbXml(ecbZip(), options))).toMatch(
      /^line 1, column 1: this is a zip archive.*importEcbZip \(ratebook import ecb-csv\)/,
    );
    expect(await feedError(() => importEcbXml(new TextDecoder('latin1').decode(ecbZip()), options))).toMatch(/^line 1, column 1: this is a zip archive/);
  });

  it('refuses every truncation of the real daily file', async () => {
    for (let n = 0; n < daily.trimEnd().length; n++) expect(await feedError(() => importEcbXml(daily.slice(0, n), options))).toMatch(/^line \d+, column \d+: /);
  });

  it('refuses 20 MB of garbage, unterminated values and deep nesting in work bounded by the input size', async () => {
    const bounded = (text: string | Uint8Array) => feedError(async () => (await indexOfWork(2 * text.length, () => importEcbXml(text, unbounded))).result);
    expect(await bounded(noise().text)).toMatch(/^line 1, column 1: /);
    expect(await bounded(noise().bytes)).toMatch(/not UTF-8/);
    const open = "<gesmes:Envelope><Cube><Cube time='2024-01-02'><Cube currency='USD' rate='";
    expect(await bounded(open + '1'.repeat(BIG))).toMatch(new RegExp(`^line 1, column ${open.length}: unterminated value of rate`));
    expect(await bounded(`<gesmes:Envelope>${'<a>'.repeat(Math.ceil(BIG / 3))}`)).toMatch(/nested too deeply/);
    expect(await bounded(`<gesmes:Envelope><!--${'-'.repeat(BIG)}`)).toMatch(/^line 1, column 18: unterminated comment/);
  });

  it('gives a result or a located invalid_feed for any mutation of the daily file (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(daily.length), fc.string({ maxLength: 4 }), fc.nat(3), async (at, insert, drop) => {
        await resultOrFeedError(() => importEcbXml(daily.slice(0, at) + insert + daily.slice(at + drop), options));
      }),
      { numRuns: 500 },
    );
  });
});

describe('importEcbZip on hostile input', () => {
  const zip = ecbZip();

  it('refuses a truncated archive, wherever it is cut', async () => {
    for (const n of [0, 10, 22, 1000, 300_000, zip.length - 64, zip.length - 23, zip.length - 1]) {
      expect(await feedError(() => importEcbZip(zip.slice(0, n), options))).toMatch(/^zip/);
    }
  });

  it('refuses corrupt compressed data: a flipped byte is bad deflate data or a CRC mismatch', async () => {
    for (const at of [60, 1000, 200_000, 629_000]) {
      const bad = zip.slice();
      bad[at] = bad[at]! ^ 0x5a;
      expect(await feedError(() => importEcbZip(bad, options))).toMatch(
        /^zip entry "eurofxref-hist.csv": (corrupt deflate data|CRC-32 mismatch|holds \d+ bytes)/,
      );
    }
  });

  it('refuses a local header whose name differs from the directory', async () => {
    const bad = zip.slice();
    bad[40] = bad[40]! ^ 0x20;
    expect(await feedError(() => importEcbZip(bad, options))).toMatch(/^zip entry "eurofxref-hist.csv": the local header names /);
  });

  it('refuses a central directory that points outside the archive', async () => {
    const bad = zip.slice();
    new DataView(bad.buffer).setUint32(bad.length - 6, 0x7fffffff, true);
    expect(await feedError(() => importEcbZip(bad, options))).toMatch(/^zip: the central directory lies outside/);
  });

  it('refuses 20 MB of garbage and a file that is not a zip', async () => {
    expect(await feedError(() => importEcbZip(noise().bytes, unbounded))).toMatch(/^zip: no end-of-central-directory/);
    expect(await feedError(() => importEcbZip(new TextEncoder().encode(ecbDailyXml()), unbounded))).toMatch(/^zip: /);
  });

  it('stops a zip bomb: at the declared size limit, and at the declared size when the directory lies', async () => {
    // The CRC is never reached, so none is computed for the 200 MB.
    const zeros = new Uint8Array(200_000_000);
    const bomb = zipOf('eurofxref-hist.csv', zeros, { method: 8, crc: 0 });
    expect(bomb.length).toBeLessThan(300_000);
    expect(await feedError(() => importEcbZip(bomb, { ...options, maxUncompressedBytes: 10_000_000 }))).toMatch(
      /declares 200000000 bytes, more than the limit/,
    );
    const liar = zipOf('eurofxref-hist.csv', zeros, { method: 8, declaredSize: 1000, crc: 0 });
    expect(await feedError(() => importEcbZip(liar, options))).toMatch(/inflates to more than 1000 bytes/);
  });

  it('reads a stored (uncompressed) entry and refuses archives without exactly one CSV', async () => {
    const text = new TextEncoder().encode(csv('2024-01-02,1.0956,155.2,\n'));
    const stored = await importEcbZip(zipOf('rates.csv', text, { method: 0 }), options);
    expect(stored.dataset.snapshots).toHaveLength(1);
    expect(await feedError(() => importEcbZip(zipOf('rates.txt', text, { method: 0 }), options))).toMatch(/^zip: expected one matching entry, found 0/);
    expect(await feedError(() => importEcbZip(zipOf('rates.csv', text, { method: 12 }), options))).toMatch(/compression method 12 is not supported/);
    expect(await feedError(() => importEcbZip(zipOf('rates.csv', text, { method: 0, crc: 1 }), options))).toMatch(/CRC-32 mismatch/);
  });

  it('names the entry and the line of a bad CSV inside the zip', async () => {
    const text = new TextEncoder().encode(csv('2024-01-02,1.0956,"155,2",\n'));
    expect(await feedError(() => importEcbZip(zipOf('eurofxref-hist.csv', text, { method: 8 }), options))).toMatch(/^eurofxref-hist.csv: line 2: /);
  });
});

describe('JSON importers on hostile input', () => {
  it('locate a JSON syntax error by line and column', async () => {
    expect(await feedError(() => importOxr('{\n  "timestamp": 1,\n  "base": "USD",\n  "rates": {"EUR": 0.9,}\n}', options))).toMatch(
      /^line 4, column 24: not valid JSON/,
    );
    expect(await feedError(() => importOxr(JSON.stringify(feedJson('oxr/latest.json'), null, 2).slice(0, 200), options))).toMatch(
      /^line \d+, column \d+: not valid JSON/,
    );
  });

  it('locate a bad value by its path', async () => {
    const oxr = feedJson('oxr/latest.json');
    const withRates = (rates: object) => ({ ...oxr, rates: { ...(oxr.rates as object), ...rates } });
    expect(await feedError(() => importOxr(withRates({ JPY: '1,23' }), options))).toBe('rates.JPY: expected a number, got "1,23"');
    expect(await feedError(() => importOxr(withRates({ JPY: -159 }), options))).toBe('rates.JPY: -159 is not positive; a rate must be positive');
    expect(await feedError(() => importOxr(withRates({ USD: 2 }), options))).toMatch(/^rates.USD: /);
    expect(await feedError(() => importOxr({ ...oxr, timestamp: 1.5 }, options))).toMatch(/^timestamp: /);
    expect(await feedError(() => importOxr({ ...oxr, base: 'usd' }, options))).toMatch(/^base: /);
    expect(await feedError(() => importOxr({ ...oxr, rates: [] }, options))).toMatch(/^rates: /);
    expect(await feedError(() => importOxr([oxr, { ...oxr, base: 'EUR' }], options))).toMatch(/^document 2, base: /);
    expect(await feedError(() => importOxr([{ name: 'a.json', bytes: new TextEncoder().encode('[]') }], options))).toMatch(/^a.json: /);
    expect(await feedError(() => importFawazahmed0({ date: '2024-02-30', eur: {} }, options))).toMatch(/^date: /);
    expect(await feedError(() => importFawazahmed0({ date: '2024-02-03', eur: { usd: 1 }, gbp: {} }, options))).toMatch(
      /^expected "date" and one currency key/,
    );
    expect(await feedError(() => importCoinGecko({ bitcoin: { usd: '65000', last_updated_at: 1776095970 } }, options))).toMatch(/^bitcoin.usd: /);
    expect(await feedError(() => importCoinGecko({ bitcoin: 65000 }, options))).toMatch(/^bitcoin: /);
  });

  it('refuse 20 MB of garbage, an unterminated string and deep nesting', async () => {
    expect(await feedError(() => importOxr(noise().text, unbounded))).toMatch(/^line 1, column \d+: not valid JSON/);
    expect(await feedError(() => importFawazahmed0(noise().bytes, unbounded))).toMatch(/not UTF-8/);
    expect(await feedError(() => importCoinGecko(`{"bitcoin": {"usd": 1, "x": "${'a'.repeat(BIG)}`, unbounded))).toMatch(
      new RegExp(`^line 1, column ${BIG + 30}: not valid JSON`),
    );
    // A million levels: a reader that recursed would overflow its stack a hundred times over. The depth
    // is what this case tests, and each level costs the engine's JSON.parse an array (4 s for ten million).
    expect(await feedError(() => importOxr('['.repeat(1_000_000), unbounded))).toMatch(/^line 1, column 1000001: not valid JSON/);
  });

  it('gives a result or a located invalid_feed for any mutation of a fixture (property)', async () => {
    const text = JSON.stringify(feedJson('coingecko/simple-price-2026-04-13.json'), null, 1);
    await fc.assert(
      fc.asyncProperty(fc.nat(text.length), fc.string({ maxLength: 4 }), fc.nat(3), async (at, insert, drop) => {
        await resultOrFeedError(() => importCoinGecko(text.slice(0, at) + insert + text.slice(at + drop), options));
      }),
      { numRuns: 500 },
    );
  });

  it('exports the same error class as the core', () => {
    expect(RatebookError).toBe(CoreError);
  });
});

/** A one-entry zip archive, built here with node:zlib so the reader is tested against another writer. */
function zipOf(name: string, content: Uint8Array, how: { method: 0 | 8 | 12; declaredSize?: number; crc?: number }): Uint8Array {
  const data = how.method === 8 ? new Uint8Array(deflateRawSync(content)) : content;
  const nameBytes = new TextEncoder().encode(name);
  const crc = how.crc ?? crc32(content);
  const size = how.declaredSize ?? content.length;
  const local = new Uint8Array(30 + nameBytes.length);
  const lv = new DataView(local.buffer);
  lv.setUint32(0, 0x04034b50, true);
  lv.setUint16(4, 20, true);
  lv.setUint16(8, how.method, true);
  lv.setUint32(14, crc, true);
  lv.setUint32(18, data.length, true);
  lv.setUint32(22, size, true);
  lv.setUint16(26, nameBytes.length, true);
  local.set(nameBytes, 30);
  const central = new Uint8Array(46 + nameBytes.length);
  const cv = new DataView(central.buffer);
  cv.setUint32(0, 0x02014b50, true);
  cv.setUint16(4, 20, true);
  cv.setUint16(6, 20, true);
  cv.setUint16(10, how.method, true);
  cv.setUint32(16, crc, true);
  cv.setUint32(20, data.length, true);
  cv.setUint32(24, size, true);
  cv.setUint16(28, nameBytes.length, true);
  cv.setUint32(42, 0, true);
  central.set(nameBytes, 46);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, 1, true);
  ev.setUint16(10, 1, true);
  ev.setUint32(12, central.length, true);
  ev.setUint32(16, local.length + data.length, true);
  const out = new Uint8Array(local.length + data.length + central.length + end.length);
  out.set(local, 0);
  out.set(data, local.length);
  out.set(central, local.length + data.length);
  out.set(end, local.length + data.length + central.length);
  return out;
}

function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return ~crc >>> 0;
}
