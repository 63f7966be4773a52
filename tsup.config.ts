import { readFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';
import { loadDataset } from './src/dataset/loadDataset.js';

/**
 * The embedded dataset as it goes into the bundle: validated here with the strict `loadDataset`
 * (an invalid data/dataset.json fails the build, so `ratebook/data` can trust it at run time), and
 * with every non-ASCII character written as a JSON `\uXXXX` escape, so that the text is a one-byte
 * string for V8 and parses faster at start-up. Same JSON value, same dataset.
 */
function embedDataset(text: string): string {
  loadDataset(text);
  return text.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Loads `*.json?raw` imports as strings, as Vite does, so the embedded dataset is parsed with JSON.parse at load time (faster than a JS object literal). */
const rawImports = {
  name: 'raw-imports',
  setup(build: any) {
    build.onResolve({ filter: /\?raw$/ }, (args: any) => ({
      path: new URL(args.path.replace(/\?raw$/, ''), `file://${args.resolveDir}/`).pathname,
      namespace: 'raw',
    }));
    build.onLoad({ filter: /.*/, namespace: 'raw' }, async (args: any) => {
      const text = await readFile(args.path, 'utf8');
      return { contents: args.path.endsWith('/data/dataset.json') ? embedDataset(text) : text, loader: 'text' };
    });
  },
};

export default defineConfig([
  {
    entry: {
      index: 'src/index.ts',
      data: 'src/data.ts',
      http: 'src/http/index.ts',
      node: 'src/node/index.ts',
      importers: 'src/importers/index.ts',
      testing: 'src/testing/index.ts',
      live: 'src/live/index.ts',
      redis: 'src/redis/index.ts',
    },
    format: ['esm', 'cjs'],
    dts: true,
    clean: true,
    target: 'es2022',
    splitting: true,
    sourcemap: false,
    treeshake: true,
    external: ['fast-check', /^node:/],
    esbuildPlugins: [rawImports],
  },
  {
    entry: { cli: 'src/cli/main.ts' },
    format: ['esm'],
    target: 'node20',
    platform: 'node',
    banner: { js: '#!/usr/bin/env node' },
    esbuildPlugins: [rawImports],
  },
]);
