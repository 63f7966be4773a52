import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { rates } from '../../src/index.js';

import { createLiveDataset } from '../../src/live/createLiveDataset.js';
import { ecb } from '../../src/live/sources/ecb.js';
import type { LiveError, LiveSource } from '../../src/live/types.js';
import { cnbDay, DAY, ecbDay, nbpDay } from '../curation/threeSources.js';
import { embeddedBefore, feedServer, send } from './helpers.js';
import { importCnb } from '../../src/feeds/cnb/cnb.js';
import { importNbp } from '../../src/feeds/nbp/nbp.js';
// Receipts (explain: true) load when their entry is imported (ratebook/receipts).
import '../../src/receipts/index.js';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const calendar = ecb().calendar;
const sha = (text: string) => createHash('sha256').update(text).digest('hex');
// Bank sources built inline (the live factories for banks are another change): each reads its importer.
const cnb = (url: string): LiveSource => ({ name: 'cnb', urls: [`${url}/cnb.json`], calendar, read: (body, metadata) => importCnb(body, { metadata }) });
const nbp = (url: string): LiveSource => ({ name: 'nbp', urls: [`${url}/nbp.json`], calendar, read: (body, metadata) => importNbp(body, { metadata }) });

/** One live round on DAY over the three real documents served from loopback, in `order`. */
async function round(order: string[], combine: 'first' | 'median', shift?: { code: string; factor: number }) {
  const server = await feedServer((path, res) =>
    path.endsWith('.xml') ? send(res, ecbDay(), 'text/xml') : send(res, path.includes('cnb') ? cnbDay() : nbpDay(DAY, shift)),
  );
  cleanups.push(server.close);
  const make: Record<string, (url: string) => LiveSource> = { cnb, nbp, ecb: (url) => ecb({ url: `${url}/daily.xml` }) };
  const errors: LiveError[] = [];
  const warnings: LiveError[] = [];
  const live = createLiveDataset({
    initial: embeddedBefore(DAY),
    sources: order.map((name) => make[name]!(server.url)),
    combine,
    intervalSeconds: 0,
    now: () => new Date(`${DAY}T20:00:00Z`),
    onError: (e) => errors.push(e),
    onWarning: (w) => warnings.push(w),
  });
  cleanups.push(() => live.stop());
  await live.refresh();
  const ds = live.dataset();
  const newest = ds.snapshots.at(-1)!;
  return { live, ds, newest, errors, warnings, rate: (code: string) => newest.values[ds.columns.get(code)!]! };
}

describe('consensus in live rounds (real CNB, NBP and ECB documents of 2026-03-02)', () => {
  it('withholds nothing when the three agree, takes the median, and names the providers with the NBP table', async () => {
    const { live, ds, newest, rate } = await round(['cnb', 'nbp', 'ecb'], 'median');
    expect(newest.date).toBe(DAY);
    expect(live.status().withheld.rules.consensus).toBeUndefined();
    expect(rate('JPY')).not.toBeNaN();
    const providers = rates(ds, { base: 'USD', symbols: 'JPY' }, { explain: true }).source!.providers;
    // The banks' documents by their SHA-256 (issue 28); the ECB's live source names none, so its source's name stands.
    expect(providers).toEqual([{ name: 'cnb', sha256: sha(cnbDay()) }, { name: 'nbp', table: '041/A/NBP/2026', sha256: sha(nbpDay(DAY)) }, { name: 'ecb' }]);
  });

  it('withholds a value shifted 5 % (median or first) and reports it as consensus', async () => {
    const median = await round(['nbp', 'cnb', 'ecb'], 'median', { code: 'JPY', factor: 1.05 });
    const first = await round(['nbp', 'cnb', 'ecb'], 'first', { code: 'JPY', factor: 1.05 });
    // The median of the two agreeing quotes is served; the first source's shifted value is withheld.
    expect(median.rate('JPY')).not.toBeNaN();
    expect(median.live.status().withheld.rules.consensus).toEqual(['JPY']);
    expect(first.rate('JPY')).toBeNaN();
    expect(first.live.status().withheld.rules.consensus).toEqual(['JPY']);
    expect(first.warnings.some((e) => e.code === 'withheld')).toBe(true);
    expect(first.errors.some((e) => e.code === 'withheld')).toBe(false);
  });

  it('records the contributing source of a first-wins round, and refuses an unknown combine', async () => {
    const { ds } = await round(['nbp'], 'first');
    expect(rates(ds, { base: 'USD', symbols: 'PLN' }, { explain: true }).source!.providers).toEqual([
      { name: 'nbp', table: '041/A/NBP/2026', sha256: sha(nbpDay(DAY)) },
    ]);
    expect(() => createLiveDataset({ initial: ds, sources: [ecb()], combine: 'mean' as 'first' })).toThrow(
      expect.objectContaining({ code: 'invalid_parameter', param: 'combine' }),
    );
  });
});
