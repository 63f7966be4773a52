import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declarationsWritten } from './builtDeclarations.js';

// The package as a user gets it: packed, installed into an empty project, imported both ways.
const root = new URL('..', import.meta.url).pathname;
let project: string;
let packedFiles: string[];

const run = (file: string, args: string[] = [], options: { cwd?: string } = {}) =>
  execFileSync(file, args, { cwd: options.cwd ?? project, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

beforeAll(async () => {
  // The tarball must carry dist/'s declarations, which `npm test` writes while vitest runs (test/builtDeclarations.ts).
  await declarationsWritten();
  project = mkdtempSync(join(tmpdir(), 'ratebook-pack-'));
  // --ignore-scripts: the prepack build would rebuild dist/ (tsup cleans it first) under the test
  // files that run the built program at the same time; `npm test` has just built it, and the
  // tarball is checked below for what prepack guarantees, the declarations.
  const packed = JSON.parse(run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', project], { cwd: root })) as {
    filename: string;
    files: { path: string }[];
  }[];
  packedFiles = packed[0]!.files.map((f) => f.path);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'user-app', private: true }));
  // fast-check is the optional peer that ratebook/testing needs, as a user of it installs it;
  // --prefer-offline takes everything from the npm cache that `npm ci` filled.
  const fastCheck = JSON.parse(readFileSync(join(root, 'node_modules/fast-check/package.json'), 'utf8')).version as string;
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', join(project, packed[0]!.filename), `fast-check@${fastCheck}`]);
}, 600_000);

afterAll(() => rmSync(project, { recursive: true, force: true }));

const subpaths = ['ratebook', 'ratebook/data', 'ratebook/testing', 'ratebook/http', 'ratebook/node', 'ratebook/live', 'ratebook/redis', 'ratebook/curation'];

describe('the published package', () => {
  it('holds the type declarations of every entry, both module kinds, and builds them before any pack', () => {
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
      types: string;
      exports: Record<string, unknown>;
    };
    // `npm pack` and `npm publish` run prepack: the full build, declarations included (build:js makes none).
    expect(manifest.scripts.prepack).toBe('npm run build');
    // The build: tsc writes src/'s declarations (tsconfig.build.json), tsup the JavaScript, and
    // scripts/build-dts.mjs rolls the declarations up into dist/ (tsup's own `dts` compiled src/ again).
    expect(manifest.scripts.build).toBe('tsc -p tsconfig.build.json && tsup && node scripts/build-dts.mjs');
    const types = [
      manifest.types,
      ...JSON.stringify(manifest.exports)
        .match(/"types":"[^"]+"/g)!
        .map((t) => t.slice(9, -1)),
    ].map((t) => t.replace(/^\.\//, ''));
    expect(types.length).toBeGreaterThanOrEqual(19); // nine entries, import and require each, and the top-level types
    for (const path of types) expect(packedFiles, `${path} is not in the tarball: run npm run build (build:js makes no declarations)`).toContain(path);
    expect(packedFiles.filter((p) => p.endsWith('.d.ts')).length).toBeGreaterThanOrEqual(9);
  });

  it('carries the licence of the code it bundles (valibot, MIT: the notice goes with every copy)', () => {
    expect(packedFiles).toContain('dist/THIRD_PARTY_NOTICES.md');
    const notices = readFileSync(join(root, 'dist/THIRD_PARTY_NOTICES.md'), 'utf8');
    expect(notices).toContain('Fabian Hiller');
    expect(notices.split('Permission is hereby granted')).toHaveLength(2);
  });

  it('imports every subpath from ESM and converts on the embedded data', () => {
    writeFileSync(
      join(project, 'check.mjs'),
      `import { convert, loadDataset } from 'ratebook';
       import { defaultDataset } from 'ratebook/data';
       ${subpaths.map((p, i) => `import * as m${i} from '${p}';`).join('\n')}
       const c = convert(defaultDataset, { from: 'EUR', to: 'JPY', amount: '100' }, { numbers: 'string' });
       console.log(JSON.stringify({ exports: [${subpaths.map((_, i) => `Object.keys(m${i}).length`).join(',')}], loadDataset: typeof loadDataset, c }));`,
    );
    const out = JSON.parse(run('node', ['check.mjs']));
    expect(out.loadDataset).toBe('function');
    for (const count of out.exports) expect(count).toBeGreaterThan(0);
    expect(out.c).toMatchObject({ from: 'EUR', to: 'JPY' });
    expect(Number(out.c.result)).toBeCloseTo(Number(out.c.rate) * 100, 6);
  });

  it('requires every subpath from CommonJS', () => {
    writeFileSync(
      join(project, 'check.cjs'),
      `const core = require('ratebook');
       const { defaultDataset } = require('ratebook/data');
       const counts = ${JSON.stringify(subpaths)}.map((p) => Object.keys(require(p)).length);
       const r = core.rates(defaultDataset, { base: 'USD' });
       console.log(JSON.stringify({ counts, usd: r.rates.USD, error: new core.RatebookError('unknown_currency', 'x').status }));`,
    );
    const out = JSON.parse(run('node', ['check.cjs']));
    for (const count of out.counts) expect(count).toBeGreaterThan(0);
    expect(out).toMatchObject({ usd: 1, error: 400 });
  });

  it('accepts a dataset of the CommonJS build in the ESM build, and the reverse', () => {
    writeFileSync(
      join(project, 'mixed.mjs'),
      `import { createRequire } from 'node:module';
       import { rates } from 'ratebook';
       import { defaultDataset } from 'ratebook/data';
       const require = createRequire(import.meta.url);
       const cjsData = require('ratebook/data').defaultDataset;
       const cjsCore = require('ratebook');
       console.log(JSON.stringify({
         esmOnCjs: rates(cjsData, { base: 'EUR', symbols: 'JPY' }).rates.JPY,
         cjsOnEsm: cjsCore.rates(defaultDataset, { base: 'EUR', symbols: 'JPY' }).rates.JPY,
         same: rates(defaultDataset, { base: 'EUR', symbols: 'JPY' }).rates.JPY,
       }));`,
    );
    const out = JSON.parse(run('node', ['mixed.mjs']));
    expect(out.esmOnCjs).toBe(out.same);
    expect(out.cjsOnEsm).toBe(out.same);
  });

  it('does not load the embedded data when only the core is imported', () => {
    const entry = readFileSync(join(project, 'node_modules/ratebook/dist/index.js'), 'utf8');
    expect(entry).not.toMatch(/dataset\.json|"snapshots":\[/);
    // What stays reachable after a full collection: garbage left by loading would blur the difference.
    const retained = (entry: string) =>
      Number(
        run('node', ['--expose-gc', '-e', `import('${entry}').then((m) => { gc(); gc(); console.log(process.memoryUsage().heapUsed); globalThis.kept = m; })`]),
      );
    const size = retained('ratebook');
    const withData = retained('ratebook/data');
    expect(withData - size).toBeGreaterThan(500_000); // about 1.26 MB retained by the embedded data here
  });

  it('loads ratebook and ratebook/data from four files of dist/ (the core is two chunks, the data in its entry; tsup.config.ts, coreGroup and dataEntry)', () => {
    // Node's loader reads, decodes and compiles each file: 18 of them were most of a cold start.
    writeFileSync(
      join(project, 'files.mjs'),
      "export async function load(url, context, next) { if (url.includes('/node_modules/')) console.log(url); return next(url, context); }",
    );
    writeFileSync(
      join(project, 'cold.mjs'),
      "import { convert } from 'ratebook'; import { defaultDataset } from 'ratebook/data'; convert(defaultDataset, { from: 'EUR', to: 'JPY', amount: '1' });",
    );
    const hooks = `data:text/javascript,import { register } from 'node:module'; register(${JSON.stringify(`file://${join(project, 'files.mjs')}`)});`;
    const loaded = execFileSync('node', ['--no-warnings', '--import', hooks, 'cold.mjs'], {
      cwd: project,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const files = loaded
      .trim()
      .split('\n')
      .map((url) => url.replace(/.*\/node_modules\//, ''));
    expect(
      files.every((file) => file.startsWith('ratebook/dist/')),
      files.join(', '),
    ).toBe(true);
    expect(files, files.join(', ')).toHaveLength(4);
  });

  it('imports ratebook/redis with neither Redis client installed; no entry imports one', () => {
    expect(() => run('node', ['-e', "require.resolve('redis')"])).toThrow();
    expect(() => run('node', ['-e', "require.resolve('ioredis')"])).toThrow();
    const dist = join(project, 'node_modules/ratebook/dist');
    for (const file of readdirSync(dist).filter((f) => /\.c?js$/.test(f))) {
      expect(readFileSync(join(dist, file), 'utf8'), file).not.toMatch(/(?:from|require\(|import\()\s*["'](?:redis|ioredis|@redis\/[^"']*)["']/);
    }
  });

  it('runs the ratebook binary', () => {
    const out = JSON.parse(run(join(project, 'node_modules/.bin/ratebook'), ['convert', '100', 'usd', 'eur']));
    expect(out).toMatchObject({ from: 'USD', to: 'EUR', amount: 100 });
    expect(run(join(project, 'node_modules/.bin/ratebook'), ['--version']).trim()).toBe(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version);
  });
});
