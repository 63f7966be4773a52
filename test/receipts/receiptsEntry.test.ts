import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundleText } from '../../bench/size.mjs';
// This file imports the core alone, never ratebook/receipts (src/receipts/index.ts): vitest gives
// each test file its own modules, so nothing registered the receipts here.
import { convert, cryptoConvert, history, rates } from '../../src/index.js';
import { defaultDataset as ds } from '../../src/data.js';
import { refusal } from '../errors.js';

const root = new URL('../..', import.meta.url).pathname;

describe('ratebook/receipts loads only when imported', () => {
  it('explain: true without the entry is invalid_option naming the import, on every operation that takes it', () => {
    const date = ds.snapshots[ds.snapshots.length - 1]!.date;
    const calls = [
      () => convert(ds, { from: 'EUR', to: 'JPY', amount: '100.50' }, { explain: true }),
      () => convert(ds, { from: 'EUR', to: 'JPY', amount: '100.50' }, { explain: true, round: 'minor' }),
      () => cryptoConvert(ds, { from: 'BTC', to: 'EUR' }, { explain: true }),
      () => rates(ds, { base: 'EUR' }, { explain: true }),
      () => history(ds, { date, base: 'EUR' }, { explain: true }),
    ];
    for (const call of calls) {
      const e = refusal(call);
      expect([e.code, e.status, e.param]).toEqual(['invalid_option', 400, 'explain']);
      expect(e.message).toContain("import 'ratebook/receipts'");
    }
  });

  it('explain: false, or no explain, answers as before without the entry', () => {
    expect(convert(ds, { from: 'EUR', to: 'JPY', amount: '100.50' }, { explain: false }).source).toBeUndefined();
    expect(rates(ds, { base: 'EUR' }).rates.JPY).toBeGreaterThan(0);
  });

  // package.json lists the entry under "sideEffects": without it a bundler drops a bare import.
  it("a bundler keeps `import 'ratebook/receipts'` (the registration) beside `convert`", async () => {
    expect(existsSync(`${root}dist/receipts.js`), 'run `npm run build` first').toBe(true);
    const text = await bundleText("import 'ratebook/receipts'; export { convert } from 'ratebook';");
    expect(text).toMatch(/registerReceiptEngine\(\)/);
  });
});
