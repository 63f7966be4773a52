import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundleText } from '../../bench/size.mjs';
// This file imports the core alone until its second test: vitest gives each test file its own
// modules, so nothing registered the official-sources table (ratebook/sources) before that.
import { currency } from '../../src/index.js';
import { defaultDataset as ds } from '../../src/data.js';

const root = new URL('../..', import.meta.url).pathname;

describe('ratebook/sources loads only when imported', () => {
  it('without the entry, currency() answers every other fact and leaves `sources` out (never an empty list)', () => {
    const pln = currency(ds, { code: 'PLN' });
    expect('sources' in pln).toBe(false);
    expect([pln.code, pln.name, pln.minor_units, pln.status]).toEqual(['PLN', 'Polish Zloty', 2, 'active']);
  });

  it('with the entry, currency() lists the official sources, the home issuer first', async () => {
    await import('../../src/sources/index.js');
    expect(currency(ds, { code: 'PLN' }).sources?.[0]).toBe('nbp');
    expect(currency(ds, { code: 'EUR' }).sources).toContain('nbp');
  });

  // package.json lists the entry under "sideEffects": without it a bundler drops a bare import.
  it("a bundler keeps `import 'ratebook/sources'` beside `currency`, and `currency` alone ships no table", async () => {
    expect(existsSync(`${root}dist/sources.js`), 'run `npm run build` first').toBe(true);
    const withTable = await bundleText("import 'ratebook/sources'; export { currency } from 'ratebook';");
    expect(withTable).toContain('norges-bank');
    expect(withTable).toMatch(/registerSourceTable\(\)/);
    expect(await bundleText("export { currency } from 'ratebook';")).not.toContain('norges-bank');
  });

  // "Loads only when used": an app that imports the importers or the live sources to read feeds does
  // not ship the table unless it imports ratebook/sources (the handler's /v1/currency and the CLI do).
  it('ratebook/importers and ratebook/live do not bring the table', async () => {
    for (const entry of ['ratebook/importers', 'ratebook/live']) {
      const text = await bundleText(`import '${entry}'; export { currency } from 'ratebook';`);
      expect(text, entry).not.toMatch(/registerSourceTable\(\)/);
      expect(text, entry).not.toContain('norges-bank');
    }
  });
});
