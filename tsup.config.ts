import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { build } from 'esbuild';
import { defineConfig } from 'tsup';
import { openapiText } from './src/api/openapiText.js';
import { embeddedModule } from './src/dataset/embedDataset.js';

const VERSION: string = JSON.parse(readFileSync('package.json', 'utf8')).version;

// valibot is bundled into dist/ (noExternal below), and its MIT licence asks that the notice go
// with every copy: dist/THIRD_PARTY_NOTICES.md holds it, read from the installed package.
const BUNDLED = [['valibot', 'LICENSE.md']] as const;

function thirdPartyNotices(): string {
  const parts = BUNDLED.map(([name, file]) => {
    const { version } = JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8'));
    return `## ${name} ${version}\n\nhttps://www.npmjs.com/package/${name}\n\n${readFileSync(`node_modules/${name}/${file}`, 'utf8').trim()}\n`;
  });
  return `# Third-party notices\n\nThe code of these packages is bundled into ratebook's dist/ files.\n\n${parts.join('\n')}`;
}

// The OpenAPI document, generated from src/api/operations.ts once a build: the handler's chunk
// embeds it (src/api/openapi.json?raw names no file) and dist/openapi.json is the same text.
const OPENAPI = openapiText(VERSION);

/**
 * Loads `*.json?raw` imports as strings, as Vite does; `data/dataset.json?embedded` as the module
 * embeddedModule makes of it (its embedded form, validated by the strict loadDataset: an invalid
 * file fails the build), text parsed at load time only in the parts that are read.
 */
const rawImports = {
  name: 'raw-imports',
  setup(build: any) {
    build.onResolve({ filter: /\?(raw|embedded)$/ }, (args: any) => ({
      path: new URL(args.path.replace(/\?(raw|embedded)$/, ''), `file://${args.resolveDir}/`).pathname,
      namespace: args.path.endsWith('?raw') ? 'raw' : 'embedded',
    }));
    build.onLoad({ filter: /.*/, namespace: 'raw' }, async (args: any) => {
      if (args.path.endsWith('/src/api/openapi.json')) return { contents: OPENAPI, loader: 'text' };
      return { contents: await readFile(args.path, 'utf8'), loader: 'text' };
    });
    build.onLoad({ filter: /.*/, namespace: 'embedded' }, async (args: any) => ({
      contents: embeddedModule(await readFile(args.path, 'utf8')),
      loader: 'js',
    }));
  },
};

/**
 * The embedded dataset in the `ratebook/data` entry's own file: another entry that imports
 * src/data.ts (the Worker's) imports that file instead of bundling it. esbuild puts a module two
 * entries share into a chunk of its own, so `import 'ratebook/data'` read dist/data.js and then the
 * 0.5 MB chunk beside it: one ES module more at every start-up (resolved, read, decoded, linked; about
 * 30 kB of the young generation in Node 20). One module either way, so one dataset in a process
 * that imports both entries.
 */
const dataEntry = {
  name: 'data-entry',
  setup(build: any) {
    const data = new URL('src/data.ts', `file://${process.cwd()}/`).pathname;
    const file = `./data${build.initialOptions.outExtension?.['.js'] ?? '.js'}`;
    build.onResolve({ filter: /\/data\.js$/ }, (args: any) => {
      if (args.kind !== 'import-statement' || args.importer === data) return undefined;
      const path = new URL(args.path.replace(/\.js$/, '.ts'), `file://${args.resolveDir}/`).pathname;
      return path === data ? { path: file, external: true } : undefined;
    });
  },
};

export const ENTRIES = {
  index: 'src/index.ts',
  data: 'src/data.ts',
  http: 'src/http/index.ts',
  node: 'src/node/index.ts',
  importers: 'src/importers/index.ts',
  testing: 'src/testing/index.ts',
  live: 'src/live/index.ts',
  redis: 'src/redis/index.ts',
  curation: 'src/curation/index.ts',
  policies: 'src/policy/index.ts',
  cloudflare: 'src/cloudflare/index.ts',
  receipts: 'src/receipts/index.ts',
  sources: 'src/sources/index.ts',
};
const CORE_ENTRIES = [ENTRIES.index, ENTRIES.data];

/**
 * The core: the files `ratebook` and `ratebook/data` load statically (the embedded data left out),
 * and the files outside it that import one of them, from esbuild's import graph of every entry.
 */
async function coreLayout(): Promise<Group[]> {
  const { metafile } = await build({
    entryPoints: Object.values(ENTRIES),
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'node',
    splitting: true,
    outdir: 'core-layout',
    external: ['node:*', 'fast-check'],
    plugins: [rawImports],
    logLevel: 'silent',
  });
  const closure = (entries: string[]): Set<string> => {
    const seen = new Set<string>();
    const visit = (path: string): void => {
      if (seen.has(path)) return;
      seen.add(path);
      for (const i of metafile.inputs[path]?.imports ?? []) if (i.kind === 'import-statement' && !i.external) visit(i.path);
    };
    for (const entry of entries) visit(entry);
    return seen;
  };
  const reached = [...closure(CORE_ENTRIES)].filter((path) => !CORE_ENTRIES.includes(path) && !path.includes(':'));
  // What the handler loads on first use (the time series, the currency routes: src/http/onDemand.ts)
  // is a second group: in the first, one file with what the handler loads at once, it would load with
  // the handler (a user's bundler does not split a module between chunks).
  const handler = closure([ENTRIES.http]);
  const groups = [reached.filter((path) => handler.has(path)), reached.filter((path) => !handler.has(path))];
  return groups.map((files, n) => {
    const inGroup = new Set(files);
    const users = new Set(CORE_ENTRIES);
    for (const [path, input] of Object.entries(metafile.inputs)) {
      if (!inGroup.has(path) && input.imports.some((i) => inGroup.has(i.path))) users.add(path);
    }
    return { name: `core-group-${n}`, files, users };
  });
}

interface Group {
  readonly name: string;
  readonly files: string[];
  readonly users: Set<string>;
}

/**
 * The core in two chunks (what the handler loads at once, and the rest: coreLayout). esbuild puts a module in the chunk of the set of entries (static, and each
 * dynamic import) that reach it, so the core was spread over 16 chunks (a module the handler reads
 * too, one the policies read too, ...) and `import 'ratebook'` with `ratebook/data` read 18 files.
 * Every file that imports a core file also imports all of them (bare imports of a virtual module,
 * no code), so whatever reaches part of the core reaches all of it, and it lands in one chunk. A
 * module that reaches none (the OpenAPI text) keeps its chunk to itself: one that imported the core
 * chunk, loaded by `import()`, would make a user's bundler wrap the core in a lazy initializer it
 * cannot tree-shake. One chunk holding the whole core is shaken statement by statement, so its
 * top-level statements are pure (`@__PURE__`, `@__NO_SIDE_EFFECTS__`, src/) or an app importing
 * `convert` would ship them all.
 */
const coreGroup = {
  name: 'core-group',
  setup(build: any) {
    const layout = coreLayout();
    const absolute = (path: string) => new URL(path, `file://${process.cwd()}/`).pathname;
    const usersOf = layout.then((groups) => groups.map((group) => new Set([...group.users].map(absolute))));
    build.onResolve({ filter: /^ratebook:core-group-\d$/ }, (args: any) => ({ path: args.path.slice('ratebook:'.length), namespace: 'core-group' }));
    build.onLoad({ filter: /.*/, namespace: 'core-group' }, async (args: any) => ({
      contents: (await layout)
        .find((group) => group.name === args.path)!
        .files.map((path) => `import ${JSON.stringify(`./${path}`)};`)
        .join('\n'),
      resolveDir: process.cwd(),
      loader: 'js',
    }));
    build.onLoad({ filter: /\/src\/.*\.ts$/ }, async (args: any) => {
      const groups = (await usersOf).flatMap((users, n) => (users.has(args.path) ? [`import 'ratebook:core-group-${n}';\n`] : []));
      if (groups.length === 0) return undefined;
      return { contents: `${groups.join('')}${await readFile(args.path, 'utf8')}`, loader: 'ts' };
    });
  },
};

/** What an entry imports rather than bundles (scripts/build-dts.mjs reads it for the declarations too). */
export const EXTERNAL = ['fast-check', /^node:/];

export default defineConfig([
  {
    entry: ENTRIES,
    format: ['esm', 'cjs'],
    // The declarations are rolled up from the ones `tsc` writes (scripts/build-dts.mjs, after this in
    // `npm run build`): tsup's `dts` would compile src/ once more.
    dts: false,
    clean: true,
    target: 'es2022',
    splitting: true,
    sourcemap: false,
    treeshake: true,
    external: EXTERNAL,
    // valibot's code is bundled, tree-shaken to the few schemas ratebook uses: loading all of valibot
    // (200 kB of source, one more package to resolve) was about 5 ms of every cold start. It stays a
    // dependency: the type declarations refer to it (DatasetFile is inferred from the schema).
    noExternal: ['valibot'],
    esbuildPlugins: [rawImports, dataEntry, coreGroup],
    // `ratebook/openapi.json` (package.json exports), the text the handler serves, and the licences
    // of the code bundled into dist/.
    onSuccess: async () => {
      await writeFile('dist/openapi.json', OPENAPI);
      await writeFile('dist/THIRD_PARTY_NOTICES.md', thirdPartyNotices());
    },
  },
  {
    entry: { cli: 'src/cli/main.ts' },
    format: ['esm'],
    target: 'node20',
    platform: 'node',
    banner: { js: '#!/usr/bin/env node' },
    noExternal: ['valibot'], // as above
    esbuildPlugins: [rawImports],
  },
]);
