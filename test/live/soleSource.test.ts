import { afterEach, describe, expect, it } from 'vitest';
import { createLiveDataset } from '../../src/live/createLiveDataset.js';
import { ecb } from '../../src/live/sources/ecb.js';
import { fawazahmed0 } from '../../src/live/sources/fawazahmed0.js';
import type { LiveError, LiveSource } from '../../src/live/types.js';
import type { Dataset } from '../../src/types.js';
import { ecbDay } from '../curation/threeSources.js';
import { defaultDataset } from '../../src/data.js';
import { datasetFile } from '../../src/live/store/datasetFile.js';
import { embeddedBefore, realUsd } from './helpers.js';

// A lie within the jump limit from the only source that publishes a code (issue 27, a documented
// limit): what the curation catches and what it cannot. This pins the behaviour README describes
// under "Jumps and levels": a floating code's lie under ×3 (fiat) or ×10 (crypto) of the median of
// its last five accepted quotes is served when no other source quotes the code; the rules with a
// narrower bound of their own (pegs, managed rates, the stablecoin band) catch it, and so does a
// second, honest source of the code. The feed is the real 2026-09-29 fawazahmed0 document with one
// code changed (test input, never data).
const REAL = JSON.parse(realUsd('2026-09-29').toString('utf8')) as { date: string; usd: Record<string, number> };
const INITIAL = embeddedBefore('2026-09-29'); // ends on 2026-09-28
const DAY = '2026-09-29';
const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (stops.length) await stops.pop()!();
});

// With the ECB: a date of its recorded history, and fawazahmed0's embedded (real) quotes of that date.
const ECB_DAY = '2025-05-05';
function embeddedUsd(date: string): Record<string, number> {
  const file = datasetFile(defaultDataset);
  const codes = [...file.fiat, ...file.crypto];
  const row = file.snapshots.find((s) => s.date === date)!;
  return Object.fromEntries(row.rates.flatMap((r, i) => (r === null || codes[i] === 'USD' ? [] : [[codes[i]!.toLowerCase(), Number(r)]])));
}

/** One round on a real document with `code` ×`factor`, from fawazahmed0 alone or beside an honest ecb(). */
async function lie(code: string, factor: number, withEcb = false) {
  const day = withEcb ? ECB_DAY : DAY;
  const initial = withEcb ? embeddedBefore(ECB_DAY) : INITIAL;
  const real = withEcb ? embeddedUsd(ECB_DAY) : REAL.usd;
  const usd = { ...real, [code.toLowerCase()]: real[code.toLowerCase()]! * factor };
  const warnings: LiveError[] = [];
  const errors: LiveError[] = [];
  const sources: LiveSource[] = [fawazahmed0({ url: 'https://feed.invalid/usd.min.json' })];
  if (withEcb) sources.push(ecb({ url: 'https://ecb.invalid/daily.xml' }));
  const live = createLiveDataset({
    initial,
    sources,
    intervalSeconds: 0,
    retries: 0,
    now: () => new Date(`${day}T20:00:00Z`),
    fetch: async (input) =>
      String(input).includes('ecb.invalid')
        ? new Response(ecbDay(day), { headers: { 'content-type': 'text/xml' } })
        : new Response(JSON.stringify({ date: day, usd })),
    onWarning: (w) => warnings.push(w),
    onError: (e) => errors.push(e),
  });
  stops.push(() => live.stop());
  await live.refresh();
  const ds: Dataset = live.dataset();
  expect(ds.snapshots.at(-1)!.date).toBe(day);
  const before = initial.snapshots.at(-1)!.values[initial.columns.get(code)!]!;
  const served = ds.snapshots.at(-1)!.values[ds.columns.get(code)!]!;
  const said = warnings.filter((w) => w.message.includes(`${code} (`) || w.message.includes(`${code}:`)).map((w) => w.code);
  return { served, before, lied: usd[code.toLowerCase()]!, said, errors };
}

describe('a lie within the jump limit from the only source of a code', () => {
  for (const [code, factor] of [
    ['EUR', 2.9],
    ['EUR', 1 / 2.9],
    ['JPY', 1.5],
    ['BTC', 9],
  ] as const) {
    it(`is NOT caught on a floating code: ${code} ×${factor.toPrecision(3)} is served, silently`, async () => {
      const { served, lied, said, errors } = await lie(code, factor);
      expect(served).toBe(lied);
      expect(said).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  for (const [code, factor, rule] of [
    ['AED', 1.01, 'withheld'], // the peg at 3.6725 ±0.1 %
    ['CDF', 1.1, 'withheld'], // a managed rate: ×1.05 at most
    ['USDT', 1.05, 'withheld'], // the stablecoin band 0.97..1.03 USD
    ['EUR', 3.1, 'jump_withheld'], // beyond ×3 of the median of the last five
  ] as const) {
    it(`is caught where a narrower rule bounds the code: ${code} ×${factor} is withheld (${rule})`, async () => {
      const { served, said } = await lie(code, factor);
      expect(served).toBeNaN();
      expect(said).toContain(rule);
    });
  }

  it('is caught when a second, honest source quotes the code: JPY ×1.5 beside ecb() keeps the previous value (sources_disagree)', async () => {
    const { served, before, said, errors } = await lie('JPY', 1.5, true);
    expect(served).toBe(before);
    expect(said).toContain('sources_disagree');
    expect(errors).toEqual([]);
  });

  it("is NOT caught on the ECB's own pivot: EUR ×1.5 beside ecb() is served (a source's pivot is implied, never a vote)", async () => {
    const { served, lied, said, errors } = await lie('EUR', 1.5, true);
    expect(served).toBe(lied);
    expect(said).toEqual([]);
    expect(errors).toEqual([]);
  });
});
