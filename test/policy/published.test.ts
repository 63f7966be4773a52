import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { convert, loadDataset, RatebookError } from '../../src/index.js';
// The rate policies load when their entry is imported (ratebook/policies).
import '../../src/policy/index.js';

import { catalog } from '../importers/catalog.js';
import { bankFile } from '../importers/banks/recorded.js';
import { cnb } from './authorities.js';
import { importCnb } from '../../src/feeds/cnb/cnb.js';

// A dataset keeps each figure as published: the policy's rate in the published direction is the
// figure; the other way and across, the exact quotient of the figures rounded once (12 digits).
const file = importCnb(bankFile('cnb/cnb-1.json'), { metadata: catalog, allowMinimalMetadata: true }).dataset;
const ds = loadDataset(file);
const now = new Date('2026-05-01T00:00:00Z');
const twelve = (b: Big) => b.prec(12, Big.roundHalfEven);

describe('figures as published', () => {
  const figures = cnb().figures.filter((f) => f.date === '2026-03-03');
  const fig = (code: string) => figures.find((f) => f.code === code)!;
  const opts = { policy: 'cz-vat' as const, numbers: 'string' as const, now };

  it('writes them beside the stored rates, the units as "/100"', () => {
    const row = file.snapshots.find((s) => s.date === '2026-03-03')!;
    expect(row.published!.EUR).toBe(String(Number(fig('EUR').text)));
    expect(row.published!.JPY).toMatch(/\/100$/);
  });

  it('towards CZK the figure itself; from CZK and across, the exact quotient rounded once', () => {
    for (const code of ['EUR', 'USD', 'JPY', 'HUF', 'GBP']) {
      const perUnit = new Big(fig(code).text).div(fig(code).unit);
      expect(convert(ds, { from: code, to: 'CZK', date: '2026-03-03' }, opts).rate).toBe(perUnit.toString());
      expect(new Big(convert(ds, { from: 'CZK', to: code, date: '2026-03-03' }, opts).rate).eq(twelve(new Big(1).div(perUnit)))).toBe(true);
    }
    const eur = new Big(fig('EUR').text).div(fig('EUR').unit);
    const huf = new Big(fig('HUF').text).div(fig('HUF').unit);
    expect(new Big(convert(ds, { from: 'EUR', to: 'HUF', date: '2026-03-03' }, opts).rate).eq(twelve(eur.div(huf)))).toBe(true);
  });

  it('a file without them still loads (they are optional); a figure of a code the dataset lacks is refused', () => {
    const bare = { ...file, snapshots: file.snapshots.map(({ published: _, ...row }) => row) };
    expect(() => loadDataset(bare)).not.toThrow();
    const bad = { ...file, snapshots: file.snapshots.map((row, i) => (i === 0 ? { ...row, published: { ...row.published, XYZ: '1.5' } } : row)) };
    let error: unknown;
    try {
      loadDataset(bad);
    } catch (e) {
      error = e;
    }
    expect((error as RatebookError).code).toBe('invalid_dataset');
    const malformed = { ...file, snapshots: file.snapshots.map((row, i) => (i === 0 ? { ...row, published: { EUR: '-1' } } : row)) };
    expect(() => loadDataset(malformed)).toThrow(RatebookError);
  });
});
