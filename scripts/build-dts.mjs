/**
 * The build's type declarations (dist/*.d.ts and *.d.cts), rolled up from those `tsc` wrote into
 * .cache/types: `npm run build` compiles src/ for them (tsconfig.build.json), `npm test` takes them
 * from its typecheck, which compiles src/ and test/ in one program with the same options
 * (scripts/test-steps.mjs). tsup's own `dts` compiled src/ a second time (rollup-plugin-dts, file by
 * file: about 60 s of CPU, half of `npm test`'s steps before vitest); rolling up .d.ts files compiles
 * nothing. The output is tsup's: the same plugin and version (rollup-plugin-dts 6.1.1), the entries
 * and externals of tsup.config.ts, `[name].d.ts` / `[name]-[hash].d.ts` for ESM and `.d.cts` for CJS.
 *
 *   node scripts/build-dts.mjs      # after tsc -p tsconfig.build.json (npm run build does both)
 */
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { bundleRequire } from 'bundle-require';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';

const ROOT = new URL('..', import.meta.url).pathname;
const TYPES = '.cache/types';
const OUT = 'dist';

const { mod } = await bundleRequire({ filepath: `${ROOT}tsup.config.ts` });
/** @type {Record<string, string>} */
const entries = mod.ENTRIES;
const pkg = JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8'));

const input = {};
for (const [name, source] of Object.entries(entries)) {
  const declaration = `${ROOT}${TYPES}/${source.replace(/\.ts$/, '.d.ts')}`;
  if (!existsSync(declaration)) {
    console.error(`build-dts: ${declaration} is missing: run tsc -p tsconfig.build.json first (npm run build does)`);
    process.exit(1);
  }
  input[name] = declaration;
}

// As tsup: the package's dependencies and peers stay imports, as do the config's externals.
const deps = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
const external = [...deps.map((dep) => new RegExp(`^${dep}($|\\/|\\\\)`)), ...mod.EXTERNAL];

// tsup's clean of the declarations (its `clean` leaves them to the declaration build).
for (const file of await import('node:fs/promises').then((fs) => fs.readdir(`${ROOT}${OUT}`).catch(() => [])))
  if (/\.d\.(ts|mts|cts)$/.test(file)) await rm(`${ROOT}${OUT}/${file}`);

const bundle = await rollup({
  input,
  external,
  plugins: [dts({ compilerOptions: { skipLibCheck: true } })],
  onwarn(warning, handler) {
    if (['UNRESOLVED_IMPORT', 'CIRCULAR_DEPENDENCY', 'EMPTY_BUNDLE'].includes(warning.code ?? '')) return;
    handler(warning);
  },
});
// A chunk's name is its first module's file name less the extension: `index.d` for index.d.ts.
const chunkName = (extension) => (chunk) => `${chunk.name.replace(/\.d$/, '')}-[hash]${extension}`;
for (const extension of ['.d.ts', '.d.cts'])
  await bundle.write({ dir: `${ROOT}${OUT}`, format: 'esm', exports: 'named', entryFileNames: `[name]${extension}`, chunkFileNames: chunkName(extension) });
await bundle.close();
console.log(`build-dts: ${Object.keys(input).length} entries, ESM and CJS declarations in ${OUT}/`);
