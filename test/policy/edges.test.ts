import { beforeAll, describe, expect, it } from 'vitest';
import { convert, loadDataset, RatebookError } from '../../src/index.js';
// The rate policies load when their entry is imported (ratebook/policies).
import '../../src/policy/index.js';
import { importBnr } from '../../src/feeds/bnr/bnr.js';
import { importBoc } from '../../src/feeds/boc/boc.js';
import { importCbr } from '../../src/feeds/cbr/cbr.js';
import { importCnb } from '../../src/feeds/cnb/cnb.js';
import { importMnb } from '../../src/feeds/mnb/mnb.js';
import { importNbp } from '../../src/feeds/nbp/nbp.js';
import { importNbu } from '../../src/feeds/nbu/nbu.js';
import { importRba } from '../../src/feeds/rba/rba.js';
import { importTcmb } from '../../src/feeds/tcmb/tcmb.js';
import type { Dataset } from '../../src/types.js';
import type { PolicyId } from '../../src/policy/types.js';
import { catalog } from '../importers/catalog.js';
import { bankFile, entriesOf } from '../importers/banks/recorded.js';
import { days, shift } from './harness.js';
import { ecbDataset, ecbImport } from '../importers/ecbHistory.js';

/*
 * The edge of the data (issue 37): for each built-in policy, dates past the end of the recorded
 * document and dates whose publication is removed from its middle are refused with
 * no_rate_for_policy naming the missing publication's date, never answered with an older figure.
 */

const options = { metadata: catalog, allowMinimalMetadata: true };
const named = (file: string) => ({ name: file.slice(file.indexOf('/') + 1), bytes: bankFile(file) });
type File = { snapshots: readonly { date: string }[] } & Record<string, unknown>;
const without = (file: File, date: string): Dataset => loadDataset({ ...file, snapshots: file.snapshots.filter((s) => s.date !== date) });
const weekday = (date: string) => ![0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());

/** The newest weekday on or before a day (the windows below hold no holiday of the source). */
const newestWeekday = (date: string) => {
  let d = date;
  while (!weekday(d)) d = shift(d, -1);
  return d;
};

interface Case {
  readonly ds: Dataset;
  readonly pair: { from: string; to: string };
  readonly date: string;
  readonly missing: string;
}

const counts: Record<string, { pastEnd: number; gap: number }> = {};

function expectRefused(policy: PolicyId, kind: 'pastEnd' | 'gap', cases: readonly Case[], now: Date): void {
  counts[policy] ??= { pastEnd: 0, gap: 0 };
  for (const c of cases) {
    let error: unknown;
    try {
      const r = convert(c.ds, { ...c.pair, date: c.date }, { policy, now });
      error = `answered ${r.rate} of ${r.date}`;
    } catch (e) {
      error = e;
    }
    const label = `${policy} ${c.pair.from}→${c.pair.to} ${c.date}`;
    expect(error, label).toBeInstanceOf(RatebookError);
    expect((error as RatebookError).code, label).toBe('no_rate_for_policy');
    expect((error as RatebookError).param, label).toBe('date');
    // The date is the point: the message names the missing publication.
    expect((error as RatebookError).message, label).toContain(`the publication of ${c.missing} is not in the dataset`);
    counts[policy][kind]++;
  }
  expect(counts[policy][kind], `${policy} ${kind}`).toBeGreaterThanOrEqual(20);
}

// Each pair × each date.
const grid = (ds: Dataset, pairs: readonly (readonly [string, string])[], dates: readonly string[], missing: (date: string) => string): Case[] =>
  pairs.flatMap(([from, to]) => dates.map((date) => ({ ds, pair: { from, to }, date, missing: missing(date) })));

// Interior weekdays of a document, each removed in turn and asked for on `ask(gap)`.
function gaps(file: File, pairs: readonly (readonly [string, string])[], picks: readonly string[], ask: (gap: string) => string): Case[] {
  return picks.flatMap((gap) => {
    expect(weekday(gap) && file.snapshots.some((s) => s.date === gap), gap).toBe(true);
    return grid(without(file, gap), pairs, [ask(gap)], () => gap);
  });
}

// The first `n` codes the dataset quotes on every date, each against the source's own currency.
const pairsOf = (ds: Dataset, pivot: string, n: number) =>
  ds.codes
    .filter((c) => c !== pivot && ds.snapshots.every((s) => !Number.isNaN(s.values[ds.columns.get(c)!]!)))
    .slice(0, n)
    .map((c, i) => (i % 2 === 0 ? ([c, pivot] as const) : ([pivot, c] as const)));

const before = (gap: string) => shift(gap, 1);
const same = (gap: string) => gap;

describe('policies at the edge of the data: past the end and a publication missing from the middle', () => {
  it('pl-pit, pl-cit, pl-vat (NBP table A, data ending Thursday 2026-03-05)', () => {
    const file = importNbp([named('nbp/nbp-1.json'), named('nbp/nbp-2.json')], options).dataset as unknown as File;
    const ds = loadDataset(file);
    const now = new Date('2026-04-01T00:00:00Z');
    const pairs = pairsOf(ds, 'PLN', 24);
    for (const id of ['pl-pit', 'pl-cit', 'pl-vat'] as const) {
      // The case: Monday 03-09 names Friday 03-06, never 044/A's 4.2739 of 03-05.
      expectRefused(
        id,
        'pastEnd',
        grid(ds, pairs, days('2026-03-07', '2026-03-13'), (d) => newestWeekday(shift(d, -1))),
        now,
      );
      // (03-04 holds the only table B of the data: removing it would leave codes unquoted.)
      expectRefused(id, 'gap', gaps(file, pairs, ['2026-03-03'], before), now);
    }
  });

  it('cz-vat (CNB, data ending Thursday 2026-04-02; Good Friday and Easter Monday closed)', () => {
    const file = importCnb(bankFile('cnb/cnb-1.json'), options).dataset as unknown as File;
    const now = new Date('2026-05-01T00:00:00Z');
    const pairs = pairsOf(loadDataset(file), 'CZK', 7);
    const past = grid(loadDataset(file), pairs, days('2026-04-07', '2026-04-17'), newestWeekday);
    expectRefused('cz-vat', 'pastEnd', past, now);
    expectRefused('cz-vat', 'gap', gaps(file, pairs, ['2026-01-14', '2026-02-10', '2026-02-27', '2026-03-17'], same), now);
  });

  it('ro-vat (BNR, data ending Wednesday 2026-08-19)', () => {
    const file = importBnr(bankFile('bnr/bnr-1.xml'), options).dataset as unknown as File;
    const now = new Date('2026-12-01T00:00:00Z');
    const pairs = pairsOf(loadDataset(file), 'RON', 7);
    expectRefused(
      'ro-vat',
      'pastEnd',
      grid(loadDataset(file), pairs, days('2026-08-21', '2026-08-31'), (d) => newestWeekday(shift(d, -1))),
      now,
    );
    expectRefused('ro-vat', 'gap', gaps(file, pairs, ['2026-02-10', '2026-03-05', '2026-05-13', '2026-07-22'], before), now);
  });

  it('tr-vat (TCMB buying rates, data ending Thursday 2026-03-19; Friday 03-20 a feast day)', () => {
    const file = importTcmb(bankFile('tcmb/tcmb-1.json'), options).dataset as unknown as File;
    const now = new Date('2026-05-01T00:00:00Z');
    const pairs = [
      ['USD', 'TRY'],
      ['EUR', 'TRY'],
      ['TRY', 'GBP'],
    ] as const;
    expectRefused(
      'tr-vat',
      'pastEnd',
      grid(loadDataset(file), pairs, days('2026-03-24', '2026-04-02'), (d) => newestWeekday(shift(d, -1))),
      now,
    );
    expectRefused(
      'tr-vat',
      'gap',
      gaps(file, pairs, ['2026-03-04', '2026-03-06', '2026-03-10', '2026-03-12', '2026-03-17', '2026-03-18', '2026-03-05'], before),
      now,
    );
  });

  it('ru (CBR: rates dated the day after they are set; data ending Saturday 2026-04-25)', () => {
    const files = entriesOf('cbr').map((e) => e.file);
    const file = importCbr(files.map(named), options).dataset as unknown as File;
    const ds = loadDataset(file);
    const now = new Date('2026-06-01T00:00:00Z');
    const pairs = pairsOf(ds, 'RUB', 12);
    // Quote dates 04-28 to 04-30 (set Monday to Wednesday).
    expectRefused(
      'ru',
      'pastEnd',
      grid(ds, pairs, days('2026-04-28', '2026-04-30'), (d) => d),
      now,
    );
    const interior = file.snapshots.map((s) => s.date).filter((d, i, all) => i > 0 && i < all.length - 1 && weekday(d) && weekday(shift(d, -1)));
    expectRefused('ru', 'gap', gaps(file, pairs, interior, same), now);
  });

  it('ua (NBU, every calendar day listed, data ending Monday 2026-03-16)', () => {
    const file = importNbu(bankFile('nbu/nbu-1.json'), options).dataset as unknown as File;
    const now = new Date('2026-05-01T00:00:00Z');
    const pairs = pairsOf(loadDataset(file), 'UAH', 7);
    expectRefused('ua', 'pastEnd', grid(loadDataset(file), pairs, days('2026-03-17', '2026-03-24'), newestWeekday), now);
    expectRefused('ua', 'gap', gaps(file, pairs, ['2026-03-03', '2026-03-05', '2026-03-10', '2026-03-12'], same), now);
  });

  it('ca-cra (Bank of Canada, data ending Wednesday 2026-03-18)', () => {
    const file = importBoc(bankFile('boc/boc-1.json'), options).dataset as unknown as File;
    const now = new Date('2026-05-01T00:00:00Z');
    const pairs = pairsOf(loadDataset(file), 'CAD', 7);
    expectRefused('ca-cra', 'pastEnd', grid(loadDataset(file), pairs, days('2026-03-19', '2026-03-27'), newestWeekday), now);
    expectRefused('ca-cra', 'gap', gaps(file, pairs, ['2026-03-13', '2026-03-16', '2026-03-17'], same), now);
  });

  it('au-ato (RBA, data ending Friday 2026-03-20)', () => {
    const file = importRba(bankFile('rba/rba-1.csv'), options).dataset as unknown as File;
    const now = new Date('2026-05-01T00:00:00Z');
    const pairs = pairsOf(loadDataset(file), 'AUD', 7);
    expectRefused('au-ato', 'pastEnd', grid(loadDataset(file), pairs, days('2026-03-23', '2026-04-01'), newestWeekday), now);
    expectRefused('au-ato', 'gap', gaps(file, pairs, ['2024-07-10', '2025-02-12', '2025-09-03', '2026-03-04'], same), now);
  });

  it('hu-vat (MNB, data ending Friday 2025-03-28)', () => {
    const file = importMnb(bankFile('mnb/mnb-1.xml'), options).dataset as unknown as File;
    const now = new Date('2025-06-01T00:00:00Z');
    const pairs = pairsOf(loadDataset(file), 'HUF', 7);
    expectRefused('hu-vat', 'pastEnd', grid(loadDataset(file), pairs, days('2025-03-31', '2025-04-08'), newestWeekday), now);
    expectRefused('hu-vat', 'gap', gaps(file, pairs, ['2025-03-25', '2025-03-26', '2025-03-27'], same), now);
  });

  describe('the ECB (history ending Monday 2026-04-13)', () => {
    let file: File;
    let ds: Dataset;
    const now = new Date('2026-12-01T00:00:00Z');
    const pairs = [
      ['EUR', 'USD'],
      ['EUR', 'PLN'],
      ['JPY', 'GBP'],
      ['CHF', 'EUR'],
      ['EUR', 'HUF'],
      ['SEK', 'EUR'],
    ] as const;
    beforeAll(async () => {
      file = (await ecbImport()).dataset as unknown as File;
      ds = await ecbDataset();
    });

    it('eu-vat and ias21-spot', () => {
      for (const id of ['eu-vat', 'ias21-spot'] as const) {
        expectRefused(id, 'pastEnd', grid(ds, pairs, days('2026-04-14', '2026-04-24'), newestWeekday), now);
        expectRefused(id, 'gap', gaps(file, pairs, ['2025-06-12', '2025-11-19', '2026-02-03', '2026-03-25'], same), now);
      }
    });

    it('eu-oss (forward: the quarter’s last day, else the next publication)', () => {
      // Q2 2026 ends Tuesday 06-30, not in the data.
      expectRefused(
        'eu-oss',
        'pastEnd',
        grid(ds, pairs, ['2026-04-14', '2026-04-20', '2026-05-05', '2026-06-01', '2026-06-15', '2026-06-30'], () => '2026-06-30'),
        now,
      );
      // 2025-09-30 (a Tuesday) removed: Q3 2025 names it; 2025-06-30 removed: Q2.
      const q3 = grid(without(file, '2025-09-30'), pairs, ['2025-07-01', '2025-08-15', '2025-09-30', '2025-09-12'], () => '2025-09-30');
      const q2 = grid(without(file, '2025-06-30'), pairs, ['2025-04-01', '2025-05-20', '2025-06-30'], () => '2025-06-30');
      expectRefused('eu-oss', 'gap', [...q3, ...q2], now);
    });

    it('ias21-closing (the month’s last publication) and ias21-average (every publication of the month)', () => {
      // April 2026: its last TARGET day, Thursday 04-30, is past the end; its mean lacks 04-14.
      expectRefused(
        'ias21-closing',
        'pastEnd',
        grid(ds, pairs, ['2026-04-01', '2026-04-14', '2026-04-20', '2026-04-30', '2026-04-10', '2026-04-25', '2026-04-28'], () => '2026-04-30'),
        now,
      );
      expectRefused(
        'ias21-average',
        'pastEnd',
        grid(ds, pairs, ['2026-04-01', '2026-04-14', '2026-04-20', '2026-04-30', '2026-04-10', '2026-04-25', '2026-04-28'], () => '2026-04-14'),
        now,
      );
      // 2025-10-31 (Friday) removed: October's closing rate names it; 2025-05-30 (May ended on a Saturday) too.
      const oct = grid(without(file, '2025-10-31'), pairs, ['2025-10-01', '2025-10-15', '2025-10-31', '2025-10-20'], () => '2025-10-31');
      const may = grid(without(file, '2025-05-30'), pairs, ['2025-05-01', '2025-05-31', '2025-05-12'], () => '2025-05-30');
      expectRefused('ias21-closing', 'gap', [...oct, ...may], now);
      const mid = grid(without(file, '2025-06-12'), pairs, ['2025-06-01', '2025-06-12', '2025-06-30', '2025-06-20'], () => '2025-06-12');
      const feb = grid(without(file, '2026-02-03'), pairs, ['2026-02-01', '2026-02-28', '2026-02-14'], () => '2026-02-03');
      expectRefused('ias21-average', 'gap', [...mid, ...feb], now);
    });
  });

  it('reports the refusals per policy', () => {
    expect(Object.keys(counts).sort()).toHaveLength(16);
    console.log(JSON.stringify(counts));
  });
});
