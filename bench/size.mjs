// What a user ships: each entry of dist/ bundled by esbuild with its dependencies (big.js,
// valibot) inlined and minified, then gzipped (level 9) with node:zlib. Nothing is written to disk.
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { runIfMain } from './harness.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;

/**
 * Bundles an entry file, or a module text importing from dist/, and returns raw and gzip sizes in bytes.
 * Node's built-in modules and the optional peers (fast-check, the Redis clients) stay imports: a user
 * has them already, or does not ship that entry. scripts/size-budget.mjs measures with this too.
 */
export async function bundle({ entry, contents, minify = true }) {
  const result = await esbuild.build({
    absWorkingDir: root,
    ...(entry ? { entryPoints: [entry] } : { stdin: { contents, resolveDir: root, loader: 'js' } }),
    bundle: true,
    minify,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    target: 'es2022',
    external: [...builtinModules, 'node:*', 'fast-check', 'ioredis', 'redis'],
    write: false,
    logLevel: 'silent',
  });
  const bytes = result.outputFiles[0].contents;
  return { bytes: bytes.length, gzip: gzip(bytes) };
}

export async function measure() {
  const text = readFileSync(`${root}data/dataset.json`);
  return [
    { name: 'ratebook (core: dist/index.js, all exports)', ...(await bundle({ entry: 'dist/index.js' })) },
    { name: 'ratebook, only `convert` imported (tree-shaken)', ...(await bundle({ contents: "export { convert } from './dist/index.js';" })) },
    { name: 'ratebook/http (dist/http.js, with the core it calls)', ...(await bundle({ entry: 'dist/http.js' })) },
    { name: 'ratebook/data (dist/data.js, with loadDataset)', ...(await bundle({ entry: 'dist/data.js' })) },
    { name: 'data/dataset.json (the embedded data itself)', bytes: text.length, gzip: gzip(text) },
  ];
}

await runIfMain(import.meta, measure);
