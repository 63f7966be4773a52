import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';
import { openapiText } from './src/api/openapiText.js';
import { embedDataset } from './src/dataset/embedDataset.js';

const VERSION: string = JSON.parse(readFileSync('package.json', 'utf8')).version;

// The OpenAPI document, generated from src/api/operations.ts once a build: the handler's chunk
// embeds it (src/api/openapi.json?raw names no file) and dist/openapi.json is the same text.
const OPENAPI = openapiText(VERSION);

/**
 * Loads `*.json?raw` imports as strings, as Vite does; data/dataset.json in its embedded form
 * (embedDataset: validated by the strict loadDataset, an invalid file fails the build), parsed with
 * JSON.parse at load time, faster than a JS object literal, and only in the parts that are read.
 */
const rawImports = {
  name: 'raw-imports',
  setup(build: any) {
    build.onResolve({ filter: /\?raw$/ }, (args: any) => ({
      path: new URL(args.path.replace(/\?raw$/, ''), `file://${args.resolveDir}/`).pathname,
      namespace: 'raw',
    }));
    build.onLoad({ filter: /.*/, namespace: 'raw' }, async (args: any) => {
      if (args.path.endsWith('/src/api/openapi.json')) return { contents: OPENAPI, loader: 'text' };
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
      curation: 'src/curation/index.ts',
      policies: 'src/policy/index.ts',
      cloudflare: 'src/cloudflare/index.ts',
      receipts: 'src/receipts/index.ts',
      sources: 'src/sources/index.ts',
    },
    format: ['esm', 'cjs'],
    dts: true,
    clean: true,
    target: 'es2022',
    splitting: true,
    sourcemap: false,
    treeshake: true,
    external: ['fast-check', /^node:/],
    // valibot's code is bundled, tree-shaken to the few schemas ratebook uses: loading all of valibot
    // (200 kB of source, one more package to resolve) was about 5 ms of every cold start. It stays a
    // dependency: the type declarations refer to it (DatasetFile is inferred from the schema).
    noExternal: ['valibot'],
    esbuildPlugins: [rawImports],
    // `ratebook/openapi.json` (package.json exports): the text the handler serves.
    onSuccess: () => writeFile('dist/openapi.json', OPENAPI),
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
