/**
 * `npm test`: its steps side by side in three lanes, and vitest beside them (issue 42: the whole
 * suite in 5 minutes on 2 cores). Run one after the other the steps took about 90 s, though none
 * waits on another but within its lane:
 *
 * - setup: `scripts/test-setup.mjs` (redis-server, the runtime binaries: mostly download and disk);
 * - types: the typecheck, which also writes src/'s declarations into .cache/types (one compile of
 *   src/ and test/: the build's declarations are rolled up from these, scripts/build-dts.mjs, where
 *   tsup's own `dts` compiled src/ a second time, about 60 s of CPU), then the declarations, publint
 *   and the size budgets (these read dist/);
 * - rules: the JavaScript build (`build:js`), lint, lint:deps, the function-length check.
 *
 * The declarations wait for `build:js` (tsup empties dist/ first). A lane stops at its first failing
 * step; the others finish, so one run names every failure. Each step's output is shown when it fails
 * (a passing step says one line), and the exit code is 1 when any step or vitest failed.
 *
 * vitest (`vitest run` with this script's arguments) starts once the setup and `build:js` passed, as
 * its tests need the binaries and dist/: beside the typecheck, the longest step, which ran alone on
 * one core once the other lane was done while the second core stood idle. The two test files that read dist/'s
 * declarations wait for them (test/builtDeclarations.ts): this script writes `passed` or `failed`
 * into the file named by TEST_STEPS_DECLARATIONS once the declarations step is over (not a RATEBOOK_
 * name: the servers the tests start inherit it, and `ratebook serve` refuses a RATEBOOK_ variable it
 * does not know).
 *
 *   node scripts/test-steps.mjs [vitest options]     # npm test [-- vitest options]
 */
import { spawn } from 'node:child_process';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;

/** `[name, command, args, after]` in the order each lane runs them; `after` names a step of another lane it waits for. */
const LANES = [
  [['setup', 'node', ['scripts/test-setup.mjs']]],
  [
    // `npm run typecheck` (tsc --noEmit) that also writes the declarations: the same program and checks.
    ['typecheck', 'tsc', ['-p', 'tsconfig.json', '--noEmit', 'false', '--declaration', '--emitDeclarationOnly', '--outDir', '.cache/types', '--rootDir', '.']],
    ['declarations', 'node', ['scripts/build-dts.mjs'], 'build:js'],
    ['publint', 'publint', []],
    ['size', 'npm', ['run', '--silent', 'size']],
  ],
  [
    ['build:js', 'npm', ['run', '--silent', 'build:js']],
    ['lint', 'npm', ['run', '--silent', 'lint']],
    ['lint:deps', 'npm', ['run', '--silent', 'lint:deps']],
    ['function-length', 'node', ['scripts/function-length.mjs']],
  ],
];

// As npm runs scripts: the project's binaries (publint) on the PATH.
const env = { ...process.env, PATH: `${join(ROOT, 'node_modules/.bin')}${delimiter}${process.env.PATH ?? ''}` };

/** Runs one step with its output kept; resolves to whether it passed. */
function step([name, command, args]) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.once('error', (error) => (output += `${error.message}\n`));
    child.once('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      // The setup's one line says what it installed; every other passing step is quiet but for its name.
      const said = name === 'setup' ? ` ${output.trim().split('\n').at(-1)}` : '';
      if (code === 0) console.log(`test steps: ${name} passed (${seconds} s)${said}`);
      else console.error(`${output.trimEnd()}\ntest steps: ${name} FAILED (exit ${code}, ${seconds} s)`);
      resolve(code === 0);
    });
  });
}

/** Each step's outcome by name, for a step of another lane that waits for it. */
const outcomes = new Map();
const outcome = (name) => {
  if (!outcomes.has(name)) {
    let settle;
    outcomes.set(name, Object.assign(new Promise((resolve) => (settle = resolve)), { settle }));
  }
  return outcomes.get(name);
};

async function lane(steps) {
  for (const [at, s] of steps.entries()) {
    const [name, , , after] = s;
    const passed = after !== undefined && !(await outcome(after)) ? (console.error(`test steps: ${name} not run (${after} failed)`), false) : await step(s);
    outcome(name).settle(passed);
    if (passed) continue;
    // The lane's later steps do not run: whoever waits on one learns it now.
    for (const [later] of steps.slice(at + 1)) outcome(later).settle(false);
    return false;
  }
  return true;
}

// Where the declarations step's outcome goes for the tests waiting on it: written whole (a rename),
// so a test never reads it half-written.
const declared = join(ROOT, '.cache', `declarations-${process.pid}`);
mkdirSync(join(ROOT, '.cache'), { recursive: true });
rmSync(declared, { force: true });
void outcome('declarations').then((passed) => {
  writeFileSync(`${declared}.tmp`, passed ? 'passed' : 'failed');
  renameSync(`${declared}.tmp`, declared);
});

/** `vitest run` once the steps it needs passed, with its output as it comes; resolves to whether it passed. */
async function vitest() {
  if (!(await outcome('setup')) || !(await outcome('build:js'))) {
    console.error('test steps: vitest not run (the setup or build:js failed)');
    return false;
  }
  return new Promise((resolve) => {
    const child = spawn('vitest', ['run', ...process.argv.slice(2)], { cwd: ROOT, env: { ...env, TEST_STEPS_DECLARATIONS: declared }, stdio: 'inherit' });
    child.once('error', (error) => (console.error(`test steps: vitest did not start: ${error.message}`), resolve(false)));
    child.once('close', (code) => resolve(code === 0));
  });
}

const results = await Promise.all([...LANES.map(lane), vitest()]);
rmSync(declared, { force: true });
process.exitCode = results.every(Boolean) ? 0 : 1;
