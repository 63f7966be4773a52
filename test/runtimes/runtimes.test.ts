import { describe, expect, it } from 'vitest';
import { commandFor, RUNTIMES, runRuntime } from '../../scripts/runtimes/run.mjs';

// The HTTP conformance cases (conformance.mjs) against the built package inside each runtime, in
// memory and through the runtime's own server; Bun, Deno and workerd come from devDependencies.
// Node runs first as the reference. A runtime whose binary cannot execute here is skipped, saying why.
describe('runtimes', () => {
  for (const name of RUNTIMES) {
    const { skip, version } = commandFor(name);
    if (skip) console.warn(`runtimes: ${name} skipped: ${skip}`);
    it.skipIf(skip !== undefined)(skip ? `${name}: skipped, ${skip}` : `passes every HTTP conformance case inside ${version}`, async () => {
      const result = await runRuntime(name, { timeoutMs: 40_000 });
      console.log(`${result.line} [${result.ms} ms]`);
      expect(result.ok, result.output).toBe(true);
      expect(result.line).toMatch(/in-process, \d+\/\d+ over /);
    }, 45_000);
  }
});
