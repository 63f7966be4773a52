import { describe, expect, it } from 'vitest';
import { commandFor, HTTP_TARGETS, LIVE_MODES, RUNTIMES, runRuntime } from '../../scripts/runtimes/run.mjs';

// The HTTP conformance cases (conformance.mjs) against the built package inside each runtime, in
// memory and through the runtime's own server; Bun, Deno and workerd come from their own package,
// test/runtimes/binaries, which npm test installs first (scripts/test-setup.mjs). Node runs first as
// the reference; then ratebook/cloudflare's worker, in Miniflare (test/runtimes/cloudflare). A runtime whose binary cannot execute here is skipped, saying why, except in CI
// (CI=true), where a skip is a failure: the conformance never silently stops running there.
const skipped = (skip: string | undefined) => skip !== undefined && process.env.CI !== 'true';

describe('runtimes', () => {
  for (const name of HTTP_TARGETS) {
    const { skip, version } = commandFor(name);
    if (skip) console.warn(`runtimes: ${name} skipped: ${skip}`);
    it.skipIf(skipped(skip))(
      skip ? `${name}: skipped, ${skip}` : `passes every HTTP conformance case inside ${version}`,
      async () => {
        const result = await runRuntime(name, { timeoutMs: 40_000 });
        console.log(`${result.line} [${result.ms} ms]`);
        expect(result.ok, result.output).toBe(true);
        expect(result.line).toMatch(/in-process, \d+\/\d+ over /);
      },
      45_000,
    );
  }
});

// The live-source cases (liveConformance.mjs): one round of each of the 13 first-wave central banks'
// sources and of the 52 second-wave ones (issue 32, secondWaveConformance.mjs) with the recorded
// documents of test/fixtures/central-banks, inside each runtime, twice: with the
// runtime's TextDecoder('windows-1251') (`native`), and with TextDecoder made to refuse that label so
// ratebook's 128-entry table decodes (`table`). Same skip rule as above.
describe('runtimes: live sources', () => {
  for (const name of RUNTIMES) {
    for (const mode of LIVE_MODES) {
      const { skip, version } = commandFor(name, { suite: 'live', mode });
      it.skipIf(skipped(skip))(
        skip ? `${name} (${mode}): skipped, ${skip}` : `passes every live-source case inside ${version}, windows-1251 mode ${mode}`,
        async () => {
          const result = await runRuntime(name, { suite: 'live', mode, timeoutMs: 40_000 });
          console.log(`${result.line} [${result.ms} ms]`);
          expect(result.ok, result.output).toBe(true);
          expect(result.line).toMatch(/\(\d+\/\d+ live sources, windows-1251 by the /);
          if (mode === 'table') expect(result.line).toContain('by the table');
        },
        45_000,
      );
    }
  }
});
