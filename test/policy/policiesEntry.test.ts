import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundleText } from '../../bench/size.mjs';
// This file imports the core alone, never ratebook/policies (src/policy/index.ts): vitest gives each
// test file its own modules, so nothing registered the policies here.
import { converter, convert, history, timeseries } from '../../src/index.js';
import { defaultDataset as ds } from '../../src/data.js';
import { refusal } from '../errors.js';

const root = new URL('../..', import.meta.url).pathname;
const now = new Date('2026-03-20T00:00:00Z');

describe('ratebook/policies loads only when imported', () => {
  it('a policy without the entry is invalid_option naming the import, on every operation that takes one', () => {
    const calls = [
      () => convert(ds, { from: 'EUR', to: 'PLN', date: '2026-03-04' }, { policy: 'pl-pit', now }),
      () => converter(ds, { from: 'EUR', to: 'PLN', date: '2026-03-04' }, { policy: 'pl-pit', now }),
      () => history(ds, { date: '2026-03-04', base: 'PLN' }, { policy: 'pl-pit', now }),
      () => timeseries(ds, { start: '2026-03-02', end: '2026-03-04', base: 'PLN' }, { policy: 'pl-pit', now }),
    ];
    for (const call of calls) {
      const e = refusal(call);
      expect([e.code, e.status, e.param]).toEqual(['invalid_option', 400, 'policy']);
      expect(e.message).toContain("import 'ratebook/policies'");
    }
  });

  it('without a policy the core converts as before', () => {
    expect(convert(ds, { from: 'EUR', to: 'USD', amount: 10 }).result).toBeGreaterThan(0);
  });

  // package.json lists the entry under "sideEffects": without it a bundler drops a bare import.
  it("a bundler keeps `import 'ratebook/policies'` (the registration) beside `convert`", async () => {
    expect(existsSync(`${root}dist/policies.js`), 'run `npm run build` first').toBe(true);
    const text = await bundleText("import 'ratebook/policies'; export { convert } from 'ratebook';");
    expect(text).toContain('ias21-spot');
    expect(text).toMatch(/registerPolicyEngine\(\)/);
  });
});
