import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { defineConfig } from 'vitest/config';
import { openapiText } from './src/api/openapiText.js';
import { embedDataset } from './src/dataset/embedDataset.js';

const VERSION: string = JSON.parse(readFileSync('package.json', 'utf8')).version;

export default defineConfig({
  // src/data.ts gets data/dataset.json in the form the build embeds (tsup.config.ts), so the tests
  // run the loader that ships.
  plugins: [
    {
      name: 'embedded-dataset',
      enforce: 'pre',
      // src/api/openapi.json names no file: the document is generated (below).
      resolveId(source, importer) {
        if (!source.endsWith('/api/openapi.json?raw') || importer === undefined) return null;
        return new URL(source, `file://${importer}`).pathname + '?raw';
      },
      async load(id) {
        // The OpenAPI document, generated as the build generates it (tsup.config.ts).
        if (id.endsWith('/src/api/openapi.json?raw')) return `export default ${JSON.stringify(openapiText(VERSION))};`;
        if (!id.endsWith('/data/dataset.json?raw')) return null;
        const text = await readFile(id.slice(0, -'?raw'.length), 'utf8');
        return `export default ${JSON.stringify(embedDataset(text))};`;
      },
    },
  ],
  test: {
    // A feed's tests sit in its folder (src/feeds/<id>/<id>.test.ts), as valibot's beside each action.
    include: ['test/**/*.test.ts', 'src/feeds/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
