import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { createFetchHandler } from '../../src/http/index.js';
import { defaultDataset } from '../../src/data.js';
import { loadDataset, rates } from '../../src/index.js';
import { feedSource } from '../../src/live/index.js';
import { createLiveDataset } from '../../src/live/createLiveDataset.js';
import { importBoc } from '../../src/feeds/boc/boc.js';
import { importBnr } from '../../src/feeds/bnr/bnr.js';
import { importBoe } from '../../src/feeds/boe/boe.js';
import { importBoi } from '../../src/feeds/boi/boi.js';
import { importCbr } from '../../src/feeds/cbr/cbr.js';
import { importCnb } from '../../src/feeds/cnb/cnb.js';
import { importFred } from '../../src/feeds/fred/fred.js';
import { importNbp } from '../../src/feeds/nbp/nbp.js';
import { importNbu } from '../../src/feeds/nbu/nbu.js';
import { importNorgesBank } from '../../src/feeds/norges-bank/norgesBank.js';
import { importRba } from '../../src/feeds/rba/rba.js';
import { importRiksbank } from '../../src/feeds/riksbank/riksbank.js';
import { importTcmb } from '../../src/feeds/tcmb/tcmb.js';
import type { DatasetFile } from '../../src/dataset/schema.js';
import type { LiveError, LiveSource } from '../../src/live/types.js';
import type { SourceOptions } from '../../src/live/sources/sourceOptions.js';
import { feedServer, send } from './helpers.js';

// Each bank's live source, served its real recorded document (test/fixtures/central-banks)
// from a loopback server, extends a dataset the bank's own importer built from the same
// document minus its last date (CBR: from its older recorded dynamics).
const recorded = (file: string): Buffer => readFileSync(new URL(`../fixtures/central-banks/${file}`, import.meta.url));
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** The dataset of an import without its last `drop` dates. */
function without(file: DatasetFile, drop = 1) {
  return loadDataset({ ...file, snapshots: file.snapshots.slice(0, file.snapshots.length - drop) });
}
const lastDate = (file: DatasetFile) => file.snapshots[file.snapshots.length - 1]!.date;
const metadata = defaultDataset;

interface Case {
  readonly name: string;
  readonly file: string;
  readonly make: (options: SourceOptions) => LiveSource;
  readonly imported: () => DatasetFile;
  readonly initial?: () => DatasetFile;
}
const dynamics = () => Array.from({ length: 54 }, (_, i) => recorded(`cbr/cbr-${i + 2}.xml`));
const CASES: Case[] = [
  {
    name: 'nbp',
    file: 'nbp/nbp-1.json',
    make: (options) => feedSource('nbp', options),
    imported: () => importNbp(recorded('nbp/nbp-1.json'), { metadata }).dataset,
  },
  {
    name: 'cnb',
    file: 'cnb/cnb-1.json',
    make: (options) => feedSource('cnb', options),
    imported: () => importCnb(recorded('cnb/cnb-1.json'), { metadata }).dataset,
  },
  {
    name: 'boc',
    file: 'boc/boc-1.json',
    make: (options) => feedSource('boc', options),
    imported: () => importBoc(recorded('boc/boc-1.json'), { metadata }).dataset,
  },
  {
    name: 'norges-bank',
    file: 'nb/nb-1.csv',
    make: (options) => feedSource('norges-bank', options),
    imported: () => importNorgesBank(recorded('nb/nb-1.csv'), { metadata }).dataset,
  },
  {
    name: 'rba',
    file: 'rba/rba-1.csv',
    make: (options) => feedSource('rba', options),
    imported: () => importRba(recorded('rba/rba-1.csv'), { metadata }).dataset,
  },
  {
    name: 'boe',
    file: 'boe/boe-1.csv',
    make: (options) => feedSource('boe', options),
    imported: () => importBoe(recorded('boe/boe-1.csv'), { metadata }).dataset,
  },
  {
    name: 'boi',
    file: 'boi/boi-1.csv',
    make: (options) => feedSource('boi', options),
    imported: () => importBoi(recorded('boi/boi-1.csv'), { metadata }).dataset,
  },
  {
    name: 'riksbank',
    file: 'rb/rb-1.json',
    make: (options) => feedSource('riksbank', options),
    imported: () => importRiksbank(recorded('rb/rb-1.json'), { metadata }).dataset,
  },
  {
    name: 'nbu',
    file: 'nbu/nbu-1.json',
    make: (options) => feedSource('nbu', options),
    imported: () => importNbu(recorded('nbu/nbu-1.json'), { metadata }).dataset,
  },
  {
    name: 'bnr',
    file: 'bnr/bnr-1.xml',
    make: (options) => feedSource('bnr', options),
    imported: () => importBnr(recorded('bnr/bnr-1.xml'), { metadata }).dataset,
  },
  {
    name: 'cbr',
    file: 'cbr/cbr-1.xml',
    make: (options) => feedSource('cbr', options),
    imported: () => importCbr(recorded('cbr/cbr-1.xml'), { metadata }).dataset,
    initial: () => importCbr(dynamics(), { metadata }).dataset,
  },
];

async function oneRound(source: LiveSource, initial: DatasetFile, now: Date) {
  const errors: LiveError[] = [];
  const live = createLiveDataset({
    initial: loadDataset(initial),
    sources: [source],
    intervalSeconds: 0,
    retries: 0,
    now: () => now,
    onError: (e) => errors.push(e),
  });
  cleanups.push(() => live.stop());
  await live.refresh();
  return { live, errors };
}

describe('central bank live sources', () => {
  for (const c of CASES) {
    it(`${c.name}: one round extends the bank's dataset with the recorded document`, async () => {
      const body = recorded(c.file);
      const server = await feedServer((_p, res) => send(res, body, 'application/octet-stream'));
      cleanups.push(server.close);
      const imported = c.imported();
      const initial = c.initial ? c.initial() : { ...imported, snapshots: imported.snapshots.slice(0, -1) };
      const newest = lastDate(imported);
      const now = new Date(`${newest}T23:00:00Z`);
      const source = c.make({ url: `${server.url}/feed` });
      expect(source.name).toBe(c.name);
      const { live, errors } = await oneRound(source, initial, now);
      expect(errors.filter((e) => !['withheld', 'level_change', 'unknown_code'].includes(e.code)).map((e) => e.code)).toEqual([]);
      const status = live.status();
      expect(status.sources[0]).toMatchObject({ name: c.name, ok: true, quote_date: newest });
      expect(live.dataset().snapshots.at(-1)!.date).toBe(newest);
      expect(server.requests.length).toBe(1);
    });
  }

  it('freshness follows the bank calendar: a Friday publication is fresh on Sunday, stale on Tuesday evening', async () => {
    const body = recorded('boe/boe-1.csv'); // its last date, 2026-03-20, is a Friday
    const server = await feedServer((_p, res) => send(res, body, 'text/csv'));
    cleanups.push(server.close);
    const imported = importBoe(body, { metadata }).dataset;
    expect(lastDate(imported)).toBe('2026-03-20');
    let now = new Date('2026-03-22T12:00:00Z');
    const live = createLiveDataset({
      initial: without(imported),
      sources: [feedSource('boe', { url: `${server.url}/boe.csv` })],
      intervalSeconds: 0,
      retries: 0,
      now: () => now,
    });
    cleanups.push(() => live.stop());
    await live.refresh();
    expect(live.status()).toMatchObject({ date: '2026-03-20', stale: false });
    expect(live.status().sources[0]!.missed_publications).toBe(0);
    now = new Date('2026-03-24T20:00:00Z');
    expect(live.status().stale).toBe(true);
  });

  it("nbp({ table: 'B' }) follows the weekly table B: its URL, name nbp-b, its table number, and a Wednesday calendar", async () => {
    const body = recorded('nbp/nbp-2.json'); // table 009/B/NBP/2026 of Wednesday 2026-03-04
    const server = await feedServer((_p, res) => send(res, body));
    cleanups.push(server.close);
    const asked: string[] = [];
    const fetch: typeof globalThis.fetch = (input, init) => {
      const url = new URL(String(input));
      asked.push(url.href);
      return globalThis.fetch(`${server.url}${url.pathname}${url.search}`, init);
    };
    const { dataset: imported, provenance } = importNbp(body, { metadata });
    expect(provenance['2026-03-04']).toEqual([{ provider: 'nbp', table: '009/B/NBP/2026' }]);
    // Before it, the same table dated a week earlier (made up here, in the test): a dataset whose catalogue knows table B's codes.
    const initial = importNbp(body.toString('utf8').replace('"effectiveDate":"2026-03-04"', '"effectiveDate":"2026-02-25"'), { metadata }).dataset;
    expect(initial.snapshots.map((s) => s.date)).toEqual(['2026-02-25']);
    let now = new Date('2026-03-04T18:00:00Z');
    const source = feedSource('nbp', { table: 'B' });
    expect(source.name).toBe('nbp-b');
    const live = createLiveDataset({ initial: loadDataset(initial), sources: [source], intervalSeconds: 0, retries: 0, fetch, now: () => now });
    cleanups.push(() => live.stop());
    await live.refresh();
    expect(asked).toEqual(['https://api.nbp.pl/api/exchangerates/tables/B/?format=json']);
    expect(live.status().sources[0], JSON.stringify(live.status().sources[0])).toMatchObject({ name: 'nbp-b', ok: true, quote_date: '2026-03-04' });
    expect(live.dataset().snapshots.at(-1)!.date).toBe('2026-03-04');
    // Table B's rates, as the importer reads them (AED 0.9999 PLN per unit in table 009/B: 1/0.9999 AED per PLN).
    const served = rates(live.dataset(), { base: 'PLN', symbols: 'AED,VND,XOF' }).rates;
    const expected = rates(loadDataset(imported), { base: 'PLN', symbols: 'AED,VND,XOF' }).rates;
    expect(served).toEqual(expected);
    // Weekly: fresh all the next week (one Wednesday missed is within the tolerance), stale once two are missed.
    now = new Date('2026-03-11T18:00:00Z');
    expect(live.status().stale).toBe(false);
    now = new Date('2026-03-18T18:00:00Z');
    expect(live.status().stale).toBe(true);
    expect(() => feedSource('nbp', { table: 'C' as 'A' })).toThrow(expect.objectContaining({ code: 'invalid_parameter', param: 'table' }));
  });

  it('a dated default URL is recomputed from each round clock (urlsAt)', async () => {
    const body = recorded('boc/boc-1.json');
    const server = await feedServer((_p, res) => send(res, body));
    cleanups.push(server.close);
    const asked: string[] = [];
    const fetch: typeof globalThis.fetch = (input, init) => {
      const url = new URL(String(input));
      asked.push(url.href);
      return globalThis.fetch(`${server.url}${url.pathname}${url.search}`, init);
    };
    const imported = importBoc(body, { metadata }).dataset;
    const live = createLiveDataset({
      initial: without(imported),
      sources: [feedSource('boc')],
      intervalSeconds: 0,
      retries: 0,
      fetch,
      now: () => new Date('2026-03-19T10:00:00Z'),
    });
    cleanups.push(() => live.stop());
    await live.refresh();
    expect(asked).toEqual(['https://www.bankofcanada.ca/valet/observations/group/FX_RATES_DAILY/json?start_date=2026-03-05']);
    expect(live.status().sources[0]).toMatchObject({ ok: true, quote_date: lastDate(imported) });
  });

  it('a bad document is an invalid_feed error', async () => {
    const server = await feedServer((_p, res) => send(res, '{"rates": 7}'));
    cleanups.push(server.close);
    const imported = importCnb(recorded('cnb/cnb-1.json'), { metadata }).dataset;
    const { live } = await oneRound(feedSource('cnb', { url: `${server.url}/feed` }), imported, new Date('2026-04-03T12:00:00Z'));
    expect(live.status().sources[0]).toMatchObject({ ok: false, error: { code: 'invalid_feed' } });
  });
});

describe('keys of tcmb and fred', () => {
  const key = 'k3y-S3CRET-0123456789abcdef';
  const shown = async (live: Awaited<ReturnType<typeof oneRound>>['live'], errors: LiveError[], now: Date) => {
    const http = await (await createFetchHandler({ dataset: live, auth: false, now: () => now })(new Request('http://x/v1/status'))).text();
    return JSON.stringify({ status: live.status(), errors }) + http;
  };

  it('tcmb sends its EVDS key in the key header, reads the recorded answer, and never shows the key', async () => {
    const body = recorded('tcmb/tcmb-1.json');
    const server = await feedServer((_p, res, headers) => (headers.key === key ? send(res, body) : send(res, `{"error":"bad key ${headers.key}"}`)));
    cleanups.push(server.close);
    const imported = importTcmb(body, { metadata }).dataset;
    const now = new Date(`${lastDate(imported)}T20:00:00Z`);
    const { live, errors } = await oneRound(
      feedSource('tcmb', { apiKey: key, url: `${server.url}/evds` }),
      { ...imported, snapshots: imported.snapshots.slice(0, -1) },
      now,
    );
    expect(live.status().sources[0]).toMatchObject({ name: 'tcmb', ok: true, quote_date: lastDate(imported) });
    expect(server.requests[0]!.headers.key).toBe(key);
    expect(await shown(live, errors, now)).not.toContain(key);
  });

  it('fred sends api_key and series_id, and a failing answer that echoes the key never shows it', async () => {
    const server = await feedServer((path, res) => {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(`no such key ${decodeURIComponent(path)}`);
    });
    cleanups.push(server.close);
    const imported = importFred(recorded('fred/fred-20.json'), { seriesId: 'DEXUSEU', metadata }).dataset;
    const now = new Date('2026-04-01T12:00:00Z');
    const { live, errors } = await oneRound(
      feedSource('fred', { apiKey: key, url: `${server.url}/fred/series/observations?series_id=DEXUSEU&file_type=json` }),
      imported,
      now,
    );
    expect(server.requests[0]!.path).toContain(`api_key=${key}`);
    expect(live.status().sources[0]!.ok).toBe(false);
    expect(await shown(live, errors, now)).not.toContain(key);
  });

  it('fred reads one series a source; the key and the series are checked', () => {
    expect(() => feedSource('fred', { apiKey: '' })).toThrow(expect.objectContaining({ code: 'invalid_parameter', param: 'apiKey' }));
    expect(() => feedSource('tcmb', {} as never)).toThrow(expect.objectContaining({ code: 'invalid_parameter', param: 'apiKey' }));
    expect(() => feedSource('fred', { apiKey: key, series: 'DEXXXUS' })).toThrow(expect.objectContaining({ code: 'invalid_parameter', param: 'series' }));
    const source = feedSource('fred', { apiKey: key, series: 'DEXJPUS' });
    expect(source.urlsAt!(new Date('2026-03-30T12:00:00Z'))[0]).toContain('series_id=DEXJPUS');
    expect(source.secrets).toContain(key);
  });
});
