import { existsSync } from 'node:fs';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
// This file imports the core alone until its second test: vitest gives each test file its own
// modules, so nothing registered the official-sources table (ratebook/sources) before that.
import { currency } from '../../src/index.js';
import { defaultDataset as ds } from '../../src/data.js';

const root = new URL('../..', import.meta.url).pathname;
const bundle = async (contents: string) =>
  (
    await esbuild.build({
      stdin: { contents, resolveDir: root, loader: 'js' },
      absWorkingDir: root,
      bundle: true,
      format: 'esm',
      platform: 'neutral',
      mainFields: ['module', 'main'],
      write: false,
      logLevel: 'silent',
    })
  ).outputFiles[0]!.text;

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
    const withTable = await bundle("import 'ratebook/sources'; export { currency } from 'ratebook';");
    expect(withTable).toContain('norges-bank');
    expect(withTable).toMatch(/registerSourceTable\(\)/);
    expect(await bundle("export { currency } from 'ratebook';")).not.toContain('norges-bank');
  });

  // Their feed names are what `sources` lists: importing either entry registers the table (sideEffects too).
  it('ratebook/importers and ratebook/live register the table when imported', async () => {
    for (const entry of ['ratebook/importers', 'ratebook/live']) {
      expect(await bundle(`import '${entry}'; export { currency } from 'ratebook';`), entry).toMatch(/registerSourceTable\(\)/);
    }
  });
});
