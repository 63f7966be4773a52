import { describe, expect, it } from 'vitest';
import { commandFor, LIVE_MODES, RUNTIMES, runRuntime } from '../../scripts/runtimes/run.mjs';

// The HTTP conformance cases (conformance.mjs) against the built package inside one runtime, in
// memory and through the runtime's own server; Bun, Deno and workerd come from their own package,
// test/runtimes/binaries, which npm test installs first (scripts/test-setup.mjs). Node is the
// reference; ratebook/cloudflare's worker runs in Miniflare (test/runtimes/cloudflare). A runtime
// whose binary cannot execute here is skipped, saying why, except in CI (CI=true), where a skip is a
// failure: the conformance never silently stops running there.
//
// One test file a runtime (node.test.ts, bun.test.ts, ...): each run is a child process of its own
// with seconds of work, and in one file the thirteen ran one after the other, the longest file of the
// suite; apart, vitest's workers run them side by side.
const skipped = (skip: string | undefined) => skip !== undefined && process.env.CI !== 'true';

// A bound on a hung runtime, not a speed: the runs start first, beside the steps' typecheck and
// lint (scripts/test-steps.mjs), and the longest took 34 s at a load average of 10 on 2 cores.
const RUN_BOUND_MS = 90_000;

/**
 * The conformance of one runtime: its HTTP cases, and for the runtimes (not the cloudflare worker)
 * the live-source cases (liveConformance.mjs) in both windows-1251 modes.
 *
 * @example
 * describeRuntime('deno'); // the whole of test/runtimes/deno.test.ts
 */
export function describeRuntime(name: string): void {
  describe(`runtime ${name}`, () => {
    const { skip, version } = commandFor(name);
    if (skip) console.warn(`runtimes: ${name} skipped: ${skip}`);
    it.skipIf(skipped(skip))(
      skip ? `${name}: skipped, ${skip}` : `passes every HTTP conformance case inside ${version}`,
      async () => {
        const result = await runRuntime(name, { timeoutMs: RUN_BOUND_MS });
        console.log(`${result.line} [${result.ms} ms]`);
        expect(result.ok, result.output).toBe(true);
        expect(result.line).toMatch(/in-process, \d+\/\d+ over /);
      },
      RUN_BOUND_MS + 5_000,
    );
  });

  // The live-source cases: one round of each of the 13 first-wave central banks' sources and of the
  // second-wave ones (issue 32, secondWaveConformance.mjs) with the recorded documents of
  // test/fixtures/central-banks, with the runtime's TextDecoder('windows-1251') (`native`); then the
  // windows-1251 sources' cases (the CBR's, the NBKR's) again with TextDecoder made to refuse that
  // label so ratebook's 128-entry table decodes (`table`). The other cases run the same code in both
  // modes, and the native run fails one that decodes windows-1251 (liveConformance.mjs,
  // WINDOWS_1251_SOURCES): repeated by the table in the four runtimes they cost 20 to 24 s of
  // CPU (paired runs, load 3 to 7) and proved nothing new.
  if (!RUNTIMES.includes(name)) return;
  describe(`runtime ${name}: live sources`, () => {
    for (const mode of LIVE_MODES) {
      const { skip, version } = commandFor(name, { suite: 'live', mode });
      it.skipIf(skipped(skip))(
        skip ? `${name} (${mode}): skipped, ${skip}` : `passes every live-source case inside ${version}, windows-1251 mode ${mode}`,
        async () => {
          const result = await runRuntime(name, { suite: 'live', mode, timeoutMs: RUN_BOUND_MS });
          console.log(`${result.line} [${result.ms} ms]`);
          expect(result.ok, result.output).toBe(true);
          // Every case ran and passed: natively all of them, by the table the windows-1251 sources' ones.
          if (mode === 'native') expect(result.line).toMatch(/\((\d+)\/\1 live sources, windows-1251 by the /);
          else expect(result.line).toMatch(/\((\d+)\/\1 windows-1251 live sources \(cbr, nbkr\) of \d+ cases, windows-1251 by the table/);
        },
        RUN_BOUND_MS + 5_000,
      );
    }
  });
}
