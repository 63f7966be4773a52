import { describe, expect, it } from 'vitest';
import { loadDataset, type DatasetFile } from '../../src/index.js';
import { compareVersions, datasetVersion, sameSeries, versionKey } from '../../src/dataset/version.js';
import { smallFile } from '../fixtures/load.js';

function withNewest(mutate: (file: DatasetFile & Record<string, any>) => void) {
  const file = smallFile() as DatasetFile & Record<string, any>;
  mutate(file);
  return datasetVersion(loadDataset(JSON.stringify(file)));
}

describe('datasetVersion', () => {
  it('orders fractional-second captures by time, not as strings', () => {
    const whole = withNewest((f) => (f.snapshots.at(-1)!.updated_at = f.snapshots.at(-1)!.updated_at.replace(/(\.\d+)?Z$/, 'Z')));
    const half = withNewest((f) => (f.snapshots.at(-1)!.updated_at = f.snapshots.at(-1)!.updated_at.replace(/(\.\d+)?Z$/, '.5Z')));
    expect(half.capturedAt - whole.capturedAt).toBe(500);
    expect(compareVersions(half, whole)).toBeGreaterThan(0);
    expect(compareVersions(whole, half)).toBeLessThan(0);
    expect(compareVersions(whole, whole)).toBe(0);
  });

  it('orders by quote date before capture time', () => {
    const a = { format: 'f', catalog: 'c', date: '2026-01-02', capturedAt: 0 };
    const b = { format: 'f', catalog: 'c', date: '2026-01-01', capturedAt: 9e12 };
    expect(compareVersions(a, b)).toBeGreaterThan(0);
  });

  it('tells another catalogue apart', () => {
    const base = withNewest(() => {});
    const other = withNewest((f) => {
      f.crypto = [];
      f.cryptoMeta = {};
      const cut = f.fiat.length;
      for (const s of f.snapshots) s.rates = s.rates.slice(0, cut);
      for (const l of Object.values(f.locales) as Record<string, unknown>[]) for (const k of Object.keys(l)) if (!f.fiat.includes(k)) delete l[k];
    });
    expect(other.catalog).toMatch(/^[0-9a-f]{16}$/);
    expect(sameSeries(base, other)).toBe(false);
    expect(
      sameSeries(
        base,
        withNewest(() => {}),
      ),
    ).toBe(true);
    expect(versionKey(base)).toBe(`ratebook-dataset@1/${base.catalog}/${base.date}/${base.capturedAt}`);
  });
});
