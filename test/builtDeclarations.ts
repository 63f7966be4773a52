import { existsSync, readFileSync, watch } from 'node:fs';
import { basename, dirname } from 'node:path';

/**
 * Resolves once dist/'s type declarations are written, for the tests that read them (the README's
 * blocks compile against them; the packed package carries them). `npm test` starts vitest as soon as
 * the JavaScript is built, while its typecheck still runs (scripts/test-steps.mjs): the declarations
 * are rolled up from the typecheck's output, so they come later, and the steps say when in the file
 * named by `TEST_STEPS_DECLARATIONS` (`passed` or `failed`). Without it (vitest run by itself, after
 * `npm run build`) they are there already.
 *
 * @example
 * beforeAll(() => declarationsWritten(), 600_000);
 */
export async function declarationsWritten(): Promise<void> {
  const file = process.env.TEST_STEPS_DECLARATIONS;
  if (file === undefined || file === '') return;
  // Woken by the file's directory changing (the event), checked once before watching.
  await new Promise<void>((resolve, reject) => {
    const watcher = watch(dirname(file), (_event, name) => {
      if (name === null || name === basename(file)) check();
    });
    watcher.once('error', (error) => (watcher.close(), reject(error)));
    function check() {
      if (!existsSync(file!)) return;
      watcher.close();
      resolve();
    }
    check();
  });
  const outcome = readFileSync(file, 'utf8').trim();
  if (outcome !== 'passed') throw new Error(`dist/'s declarations were not written: the declarations step of npm test ${outcome} (its output is above)`);
}
