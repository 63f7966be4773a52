// What a user ships: each entry of dist/ bundled by esbuild with its dependency (valibot)
// inlined and minified, then gzipped (level 9) with node:zlib. Nothing is written to disk.
//
//   node bench/size.mjs                         the sizes, as JSON
//   node bench/size.mjs --analyze core [http…]  what an entry is made of, module by module
//   node bench/size.mjs --analyze live --why    and why each module is in it (its import chain)
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { relative } from 'node:path';
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
 * `whole`: one file with every dynamically imported chunk inlined, as wrangler uploads a Worker.
 */
export async function bundle({ entry, contents, minify = true, whole = false }) {
  const result = await esbuild.build({
    ...BUNDLE_OPTIONS,
    ...(entry ? { entryPoints: [entry] } : { stdin: { contents, resolveDir: root, loader: 'js' } }),
    minify,
    // A module the entry imports only dynamically (the handler's OpenAPI document) is a chunk a
    // user's bundler splits off too, loaded when first asked for: what is measured is what loads
    // with the entry, its own file and the chunks it imports statically.
    splitting: !whole,
    outdir: 'out',
    metafile: true,
  });
  if (whole) return { bytes: result.outputFiles[0].contents.length, gzip: gzip(result.outputFiles[0].contents) };
  const outputs = result.metafile.outputs;
  const eager = new Set([entryOutput(outputs, entry ?? '<stdin>')]);
  for (const name of eager) for (const i of outputs[name].imports) if (i.kind === 'import-statement' && !i.external) eager.add(i.path);
  const files = result.outputFiles.filter((file) => eager.has(relative(root, file.path)));
  const bytes = Buffer.concat(files.map((file) => file.contents));
  return { bytes: bytes.length, gzip: gzip(bytes) };
}

// The entry's own file: each chunk a dynamic import() splits off is an entry point of esbuild's too.
const entryOutput = (outputs, entry) => Object.keys(outputs).find((name) => outputs[name].entryPoint === entry);

/** How a user's bundler is modelled: esbuild, ESM, minified, the Node built-ins and the optional peers left as imports. */
export const BUNDLE_OPTIONS = {
  absWorkingDir: root,
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'neutral',
  mainFields: ['module', 'main'],
  target: 'es2022',
  external: [...builtinModules, 'node:*', 'fast-check', 'ioredis', 'redis'],
  write: false,
  logLevel: 'silent',
};

/**
 * The text of a module text importing from dist/ as a user's bundler makes it, unminified, so that a
 * test can look for a name in it (the entries' registration tests, test/treeShaking.test.ts).
 */
export async function bundleText(contents) {
  const result = await esbuild.build({ ...BUNDLE_OPTIONS, minify: false, stdin: { contents, resolveDir: root, loader: 'js' } });
  return result.outputFiles[0].text;
}

/** The entries by the names `--analyze` takes: the source file of each entry of tsup.config.ts. */
const SOURCES = {
  core: 'src/index.ts',
  convert: "export { convert } from './src/index.ts';",
  http: 'src/http/index.ts',
  node: 'src/node/index.ts',
  importers: 'src/importers/index.ts',
  live: 'src/live/index.ts',
  redis: 'src/redis/index.ts',
  curation: 'src/curation/index.ts',
  testing: 'src/testing/index.ts',
  data: 'src/data.ts',
  policies: 'src/policy/index.ts',
  receipts: 'src/receipts/index.ts',
};

/**
 * What an entry's bundle is made of: the entry bundled from src/ as `bundle` bundles dist/ (so each
 * module keeps its name; the totals agree within about 100 B), with each module's minified bytes,
 * by folder and by module. Gzip is not per module: compare the totals of two builds for that. The
 * embedded dataset (`?raw`) is left out.
 *
 * @param name - A key of SOURCES (`core`, `convert`, `http`, ...).
 * @param why - Also print esbuild's import chain of every module (why it is in the bundle).
 * @returns The report, as text.
 */
export async function analyze(name, why = false) {
  const source = SOURCES[name];
  if (source === undefined) throw new Error(`size: no entry '${name}'; one of ${Object.keys(SOURCES).join(', ')}`);
  const raw = { name: 'raw', setup: (b) => b.onResolve({ filter: /\?raw$/ }, (args) => ({ path: args.path, external: true })) };
  const result = await esbuild.build({
    ...BUNDLE_OPTIONS,
    ...(source.startsWith('src/') ? { entryPoints: [source] } : { stdin: { contents: source, resolveDir: root, loader: 'ts' } }),
    metafile: true,
    plugins: [raw],
    // As `bundle` measures: what the entry imports dynamically is a chunk loaded on first use, left out.
    splitting: true,
    outdir: 'out',
  });
  const outputs = result.metafile.outputs;
  const eager = new Set([entryOutput(outputs, source.startsWith('src/') ? source : '<stdin>')]);
  for (const name of eager) for (const i of outputs[name].imports) if (i.kind === 'import-statement' && !i.external) eager.add(i.path);
  const bytes = Buffer.concat(result.outputFiles.filter((file) => eager.has(relative(root, file.path))).map((file) => file.contents));
  const inputs = [...eager].flatMap((name) =>
    Object.entries(outputs[name].inputs).map(([path, { bytesInOutput }]) => [path.replace(/^.*node_modules\//, ''), bytesInOutput]),
  );
  const folders = new Map();
  for (const [path, n] of inputs) {
    const folder = path.startsWith('src/') ? path.split('/').slice(0, 2).join('/') : path.split('/')[0];
    folders.set(folder, (folders.get(folder) ?? 0) + n);
  }
  const rows = (list) =>
    list
      .filter(([, n]) => n > 0)
      .sort((a, b) => b[1] - a[1])
      .map(([path, n]) => `${String(n).padStart(8)}  ${path}`);
  const head = `${name}: ${bytes.length} B minified, ${gzip(bytes)} B min+gzip`;
  const lines = [head, '', 'by folder (minified bytes):', ...rows([...folders]), '', 'by module:', ...rows(inputs)];
  if (why) lines.push('', await esbuild.analyzeMetafile(result.metafile, { verbose: true, color: false }));
  return lines.join('\n');
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

const args = process.argv.slice(2);
if (process.argv[1] === fileURLToPath(import.meta.url) && args.includes('--analyze')) {
  const names = args.filter((arg) => !arg.startsWith('--'));
  for (const name of names.length > 0 ? names : ['core']) console.log(`${await analyze(name, args.includes('--why'))}\n`);
} else {
  await runIfMain(import.meta, measure);
}
