import { afterEach, describe, expect, it } from 'vitest';
import { feedSource } from '../../src/live/sources/feedSource.js';
import { defaultDataset } from '../../src/data.js';

import { createLiveDataset } from '../../src/live/createLiveDataset.js';
import type { LiveDatasetOptions } from '../../src/live/types.js';
import { datasetFile } from '../../src/live/store/datasetFile.js';
import { ecb } from '../../src/live/sources/ecb.js';
import { fawazahmed0 } from '../../src/live/sources/fawazahmed0.js';
import type { LiveError, LiveSource } from '../../src/live/types.js';
import type { Dataset } from '../../src/types.js';
import { ecbDay, nbpDay } from '../curation/threeSources.js';
import { embeddedBefore, feedServer, realUsd, send } from './helpers.js';
import { importNbp } from '../../src/feeds/nbp/nbp.js';

// Attacks on combined sources (issue 27), each on loopback feeds serving real documents: the
// fawazahmed0 values of the embedded data (or its real 2026-09-29 document), the ECB's history and
// NBP's table A. The lies are test mutations of those documents, never data.
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** The embedded fawazahmed0 snapshot of `from` (real upstream values) as its feed's document, dated `date`. */
function fawazValues(from: string): Record<string, number> {
  const file = datasetFile(defaultDataset);
  const codes = [...file.fiat, ...file.crypto];
  const row = file.snapshots.find((s) => s.date === from)!;
  const usd: Record<string, number> = {};
  row.rates.forEach((rate, i) => {
    if (rate !== null && codes[i] !== 'USD') usd[codes[i]!.toLowerCase()] = Number(rate);
  });
  return usd;
}
const REAL = JSON.parse(realUsd('2026-09-29').toString('utf8')) as { date: string; usd: Record<string, number> };
const FIAT = new Set(defaultDataset.fiat.map((c) => c.toLowerCase()));
const times = (usd: Record<string, number>, factor: number, codes?: string[]) =>
  Object.fromEntries(Object.entries(usd).map(([c, v]) => [c, !codes || codes.includes(c) ? v * factor : v]));
const dayAfter = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Documents the test sets per round, served from 127.0.0.1 by path. */
async function feeds() {
  const docs: Record<string, { body: string; type?: string }> = {};
  const server = await feedServer((path, res) => {
    const doc = docs[path.split('?')[0]!];
    if (!doc) {
      res.writeHead(404).end();
      return;
    }
    send(res, doc.body, doc.type);
  });
  cleanups.push(server.close);
  return { url: server.url, docs };
}

const nbp = (url: string): LiveSource => ({
  name: 'nbp',
  urls: [`${url}/nbp.json`],
  calendar: ecb().calendar,
  read: (body, metadata) => importNbp(body, { metadata }),
});

/** A live dataset on `initial` with `sources`; `round(date)` runs one round with the clock at that date's 20:00Z. */
function live(initial: Dataset, sources: LiveSource[], combine: 'first' | 'median' = 'first', extra: Partial<LiveDatasetOptions> = {}) {
  const errors: LiveError[] = [];
  const warnings: LiveError[] = [];
  let now = new Date(`${initial.snapshots.at(-1)!.date}T20:00:00Z`);
  const ld = createLiveDataset({
    initial,
    sources,
    combine,
    intervalSeconds: 0,
    retries: 0,
    now: () => now,
    onError: (e) => errors.push(e),
    onWarning: (w) => warnings.push(w),
    ...extra,
  });
  cleanups.push(() => ld.stop());
  const rate = (code: string) => {
    const ds = ld.dataset();
    return ds.snapshots.at(-1)!.values[ds.columns.get(code)!]!;
  };
  return {
    live: ld,
    errors,
    warnings,
    rate,
    round: async (at: Date) => {
      now = at;
      warnings.length = 0;
      await ld.refresh();
      return ld.dataset().snapshots.at(-1)!.date;
    },
  };
}

const near = (a: number, b: number, tolerance = 0.02) => Math.abs(a / b - 1) <= tolerance;

describe("a second source never confirms the first source's lie by echoing it", () => {
  it('fawazahmed0 with EUR ×5 beside an honest ecb(): EUR is withheld, not "confirmed"', async () => {
    const DAY = '2025-05-05';
    const f = await feeds();
    const usd = fawazValues(DAY);
    f.docs['/usd.min.json'] = { body: JSON.stringify({ date: DAY, usd: times(usd, 5, ['eur']) }) };
    f.docs['/daily.xml'] = { body: ecbDay(DAY), type: 'text/xml' };
    const t = live(embeddedBefore(DAY), [fawazahmed0({ url: `${f.url}/usd.min.json` }), ecb({ url: `${f.url}/daily.xml` })]);
    expect(await t.round(new Date(`${DAY}T20:00:00Z`))).toBe(DAY);
    expect(t.rate('EUR')).toBeNaN();
    expect(t.warnings.filter((w) => w.code === 'level_change')).toEqual([]);
    expect(t.live.status().withheld.rules.jump).toEqual(['EUR']);
    // Every honest quote is served; the ECB's agree with them.
    for (const code of ['JPY', 'GBP', 'CHF', 'PLN']) expect(t.rate(code)).toBe(usd[code.toLowerCase()]);
  });

  it('fawazahmed0 with PLN ×100 beside an honest nbp(): PLN is withheld, not "confirmed"', async () => {
    const DAY = '2026-03-02';
    const f = await feeds();
    const usd = fawazValues('2026-03-01');
    f.docs['/usd.min.json'] = { body: JSON.stringify({ date: DAY, usd: times(usd, 100, ['pln']) }) };
    f.docs['/nbp.json'] = { body: nbpDay(DAY) };
    const t = live(embeddedBefore(DAY), [fawazahmed0({ url: `${f.url}/usd.min.json` }), nbp(f.url)]);
    expect(await t.round(new Date(`${DAY}T20:00:00Z`))).toBe(DAY);
    expect(t.rate('PLN')).toBeNaN();
    expect(t.warnings.filter((w) => w.code === 'level_change')).toEqual([]);
  });

  for (const combine of ['first', 'median'] as const) {
    it(`three sources, one lying (EUR ×5), ecb and nbp (${combine}): the lie is withheld, every honest quote served`, async () => {
      const DAY = '2026-03-02';
      const f = await feeds();
      const usd = fawazValues('2026-03-01');
      f.docs['/usd.min.json'] = { body: JSON.stringify({ date: DAY, usd: times(usd, 5, ['eur']) }) };
      f.docs['/nbp.json'] = { body: nbpDay(DAY) };
      f.docs['/daily.xml'] = { body: ecbDay(DAY), type: 'text/xml' };
      const t = live(embeddedBefore(DAY), [fawazahmed0({ url: `${f.url}/usd.min.json` }), ecb({ url: `${f.url}/daily.xml` }), nbp(f.url)], combine);
      expect(await t.round(new Date(`${DAY}T20:00:00Z`))).toBe(DAY);
      const eur = t.rate('EUR');
      // The lie (about 4.3 EUR per USD) is never served; NBP, the one other publisher of EUR, disagrees with it.
      expect(Number.isNaN(eur) || near(eur, usd.eur!)).toBe(true);
      expect(t.warnings.filter((w) => w.code === 'level_change')).toEqual([]);
      // No honest quote is refused by a consensus the lie formed.
      const withheld = t.live.status().withheld.rules;
      expect(withheld.consensus ?? []).toEqual([]);
      for (const code of ['JPY', 'GBP', 'CHF', 'CZK', 'SEK', 'NOK', 'HUF', 'PLN']) expect(near(t.rate(code), usd[code.toLowerCase()]!, 0.03)).toBe(true);
    });
  }
});

describe('one bad cell of one source stays one cell', () => {
  it('fawazahmed0 with EUR ×0.5 beside an honest ecb() (median): only EUR can move; JPY, GBP, CHF, PLN are honest', async () => {
    const DAY = '2025-05-05';
    const f = await feeds();
    const usd = fawazValues(DAY);
    f.docs['/usd.min.json'] = { body: JSON.stringify({ date: DAY, usd: times(usd, 0.5, ['eur']) }) };
    f.docs['/daily.xml'] = { body: ecbDay(DAY), type: 'text/xml' };
    const t = live(embeddedBefore(DAY), [fawazahmed0({ url: `${f.url}/usd.min.json` }), ecb({ url: `${f.url}/daily.xml` })], 'median');
    await t.round(new Date(`${DAY}T20:00:00Z`));
    for (const code of ['JPY', 'GBP', 'CHF', 'PLN', 'SEK', 'CZK']) expect(near(t.rate(code), usd[code.toLowerCase()]!)).toBe(true);
    const lied = defaultDataset.codes.filter((code) => {
      const v = t.rate(code);
      const honest = usd[code.toLowerCase()];
      return !Number.isNaN(v) && honest !== undefined && !near(v, honest, 0.05);
    });
    expect(lied.filter((c) => c !== 'EUR')).toEqual([]);
  });

  for (const combine of ['first', 'median'] as const) {
    it(`a median of two is not the lower quote (${combine}): two that disagree keep the previously accepted value and warn sources_disagree`, async () => {
      const DAY = '2025-05-05';
      const f = await feeds();
      const usd = fawazValues(DAY);
      f.docs['/usd.min.json'] = { body: JSON.stringify({ date: DAY, usd }) };
      f.docs['/hostile.json'] = { body: JSON.stringify({ date: DAY, usd: times(usd, 0.5) }) };
      const initial = embeddedBefore(DAY);
      const previous = (code: string) => initial.snapshots.at(-1)!.values[initial.columns.get(code)!]!;
      const t = live(initial, [fawazahmed0({ url: `${f.url}/usd.min.json` }), fawazahmed0({ name: 'hostile', url: `${f.url}/hostile.json` })], combine);
      expect(await t.round(new Date(`${DAY}T20:00:00Z`))).toBe(DAY);
      for (const code of ['EUR', 'JPY', 'GBP']) {
        expect(t.rate(code)).toBe(previous(code));
        expect(t.rate(code)).not.toBe(usd[code.toLowerCase()]! * 0.5);
      }
      const disagree = t.warnings.filter((w) => w.code === 'sources_disagree');
      expect(disagree).toHaveLength(1);
      // Every fiat code of both: the warning counts them and names the sources and values of the first ten.
      expect(disagree[0]!.count).toBeGreaterThan(100);
      expect(disagree[0]!.message).toMatch(/[A-Z]{3}: fawazahmed0 [\d.e-]+, hostile [\d.e-]+/);
      expect(t.errors).toEqual([]);
    });
  }
});

describe('levels with limits', () => {
  /** One fawazahmed0 feed; `publish(n, usd)` serves `usd` dated n days after 2026-09-29 and runs a round. */
  async function daily(initial = embeddedBefore('2026-09-29')) {
    const f = await feeds();
    const t = live(initial, [fawazahmed0({ url: `${f.url}/usd.min.json` })]);
    const publish = async (n: number, usd: Record<string, number>) => {
      const date = dayAfter('2026-09-29', n);
      f.docs['/usd.min.json'] = { body: JSON.stringify({ date, usd }) };
      return t.round(new Date(`${date}T12:00:00Z`));
    };
    return { ...t, publish };
  }

  it('every fiat code ×5 is pivot_moved, warned each round, and accepted as a level at the third publication', async () => {
    const t = await daily();
    const fiat = Object.fromEntries(Object.entries(REAL.usd).filter(([c]) => FIAT.has(c) && c !== 'usd'));
    const served: string[] = [];
    for (let n = 0; n < 6; n++) {
      served.push(await t.publish(n, times(fiat, 5)));
      const moved = t.warnings.filter((w) => w.code === 'pivot_moved');
      // Warned while the move is new (through the publication that accepts it), then the level is the reference.
      expect(moved).toHaveLength(n < 3 ? 1 : 0);
      if (n < 3) expect(moved[0]!.message).toMatch(/×5\b/);
      if (n < 2) expect(t.warnings.some((w) => w.code === 'jump_withheld')).toBe(true);
    }
    expect(served.slice(0, 2)).toEqual(['2026-09-28', '2026-09-28']);
    expect(served[2]).toBe('2026-10-01');
    expect(t.rate('EUR')).toBe(fiat.eur! * 5);
    expect(t.rate('JPY')).toBe(fiat.jpy! * 5);
    expect(t.live.status().last_success).not.toBeNull();
  });

  for (const factor of [100, 1e9]) {
    it(`EUR ×${factor} from one source is never accepted, and every round says so`, async () => {
      const t = await daily();
      for (let n = 0; n < 5; n++) {
        await t.publish(n, times(REAL.usd, factor, ['eur']));
        expect(t.rate('EUR')).toBeNaN();
        expect(t.warnings.some((w) => w.code === 'jump_withheld')).toBe(true);
        expect(t.warnings.some((w) => w.code === 'level_change')).toBe(false);
      }
    });
  }

  it('an OXR-shaped feed republishing one date hourly counts one publication (×5 and ×100)', async () => {
    const f = await feeds();
    const fiat = Object.fromEntries(
      Object.entries(REAL.usd)
        .filter(([c]) => FIAT.has(c))
        .map(([c, v]) => [c.toUpperCase(), v]),
    );
    const t = live(embeddedBefore('2026-09-29'), [feedSource('oxr', { appId: 'test-app-id-0123456789abcdef0123', url: `${f.url}/api/latest.json` })]);
    const base = Date.parse('2026-09-29T01:00:00Z') / 1000;
    for (let h = 0; h < 6; h++) {
      const rates = { ...fiat, EUR: fiat.EUR! * 5, JPY: fiat.JPY! * 100 };
      f.docs['/api/latest.json'] = { body: JSON.stringify({ timestamp: base + h * 3600, base: 'USD', rates }) };
      expect(await t.round(new Date((base + h * 3600 + 60) * 1000))).toBe('2026-09-29');
      expect(t.rate('EUR')).toBeNaN();
      expect(t.rate('JPY')).toBeNaN();
      expect(t.rate('GBP')).toBe(fiat.GBP);
      expect(t.warnings.some((w) => w.code === 'jump_withheld')).toBe(true);
    }
    expect(t.warnings.some((w) => w.code === 'level_change')).toBe(false);
  });

  it('alternation bait (8 publications of EUR ±20 %) does not withhold a true ×1.7 move for more than 3 publications', async () => {
    const t = await daily();
    const eur = REAL.usd.eur!;
    for (let n = 0; n < 8; n++) {
      await t.publish(n, { ...REAL.usd, eur: eur * (n % 2 === 0 ? 1.2 : 0.8) });
      expect(t.rate('EUR')).toBe(eur * (n % 2 === 0 ? 1.2 : 0.8));
    }
    const accepted: number[] = [];
    for (let n = 8; n < 8 + 24; n++) {
      await t.publish(n, { ...REAL.usd, eur: eur * 1.7 });
      if (!Number.isNaN(t.rate('EUR'))) accepted.push(n - 7);
      // A round that withholds says so.
      else expect(t.warnings.some((w) => ['withheld', 'jump_withheld'].includes(w.code))).toBe(true);
    }
    expect(accepted[0]).toBeLessThanOrEqual(3);
    expect(accepted).toEqual(Array.from({ length: 24 - accepted[0]! + 1 }, (_, i) => accepted[0]! + i));
  });
});

describe('a true ×5 move', () => {
  /** Rounds until JPY ×5 (every source publishing it) is served, with the first `k` of fawazahmed0, ecb, nbp. */
  async function roundsToAccept(k: number) {
    const f = await feeds();
    const DAY = '2026-03-02';
    const all = [fawazahmed0({ url: `${f.url}/usd.min.json` }), ecb({ url: `${f.url}/daily.xml` }), nbp(f.url)];
    const t = live(embeddedBefore(DAY), all.slice(0, k));
    const usd = fawazValues('2026-03-01');
    for (let n = 0; n < 5; n++) {
      const date = dayAfter(DAY, n);
      f.docs['/usd.min.json'] = { body: JSON.stringify({ date, usd: times(usd, 5, ['jpy']) }) };
      f.docs['/daily.xml'] = {
        body: ecbDay(DAY)
          .replace(`time='${DAY}'`, `time='${date}'`)
          .replace(/currency='JPY' rate='([\d.]+)'/, (_m, r: string) => `currency='JPY' rate='${Number(r) * 5}'`),
        type: 'text/xml',
      };
      const nbpDoc = JSON.parse(nbpDay(DAY)) as { effectiveDate: string; rates: { code: string; mid: number }[] }[];
      nbpDoc[0]!.effectiveDate = date;
      for (const r of nbpDoc[0]!.rates) if (r.code === 'JPY') r.mid = Number((r.mid / 5).toPrecision(8));
      f.docs['/nbp.json'] = { body: JSON.stringify(nbpDoc) };
      await t.round(new Date(`${date}T20:00:00Z`));
      if (!Number.isNaN(t.rate('JPY'))) return n + 1;
    }
    return Infinity;
  }

  it('is accepted at the third publication from one source, at once with an independent second or third', async () => {
    expect([await roundsToAccept(1), await roundsToAccept(2), await roundsToAccept(3)]).toEqual([3, 1, 1]);
  });
});
