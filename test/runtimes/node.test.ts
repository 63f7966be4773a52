import { readdirSync } from 'node:fs';
import { expect, it } from 'vitest';
import { HTTP_TARGETS } from '../../scripts/runtimes/run.mjs';
import { describeRuntime } from './runtimeSuite.js';

describeRuntime('node');

it('gives every runtime of scripts/runtimes/run.mjs its test file beside this one, and no other', () => {
  const files = readdirSync(new URL('.', import.meta.url)).filter((name) => name.endsWith('.test.ts'));
  expect(files.sort()).toEqual(HTTP_TARGETS.map((name) => `${name}.test.ts`).sort());
});
