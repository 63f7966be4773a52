/**
 * The steps of `npm test` before vitest, side by side in three lanes (issue 42: the whole suite in 5
 * minutes on 2 cores). Run one after the other they took about 90 s, though none waits on another
 * but within its lane, and typecheck and the build's declarations each keep one core busy alone:
 *
 * - setup: `scripts/test-setup.mjs` (redis-server, the runtime binaries: mostly download and disk);
 * - rules: typecheck, lint, lint:deps, the function-length check;
 * - package: build, publint, the size budgets (these read dist/).
 *
 * A lane stops at its first failing step; the others finish, so one run names every failure. Each
 * step's output is shown when it fails (a passing step says one line), and the exit code is 1 when
 * any failed. vitest runs after this (package.json "test"), as its tests need dist/ and the binaries.
 *
 *   node scripts/test-steps.mjs
 */
import { spawn } from 'node:child_process';
import { delimiter, join } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;

/** `[name, command, args]` in the order each lane runs them. */
const LANES = [
  [['setup', 'node', ['scripts/test-setup.mjs']]],
  [
    ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
    ['lint', 'npm', ['run', '--silent', 'lint']],
    ['lint:deps', 'npm', ['run', '--silent', 'lint:deps']],
    ['function-length', 'node', ['scripts/function-length.mjs']],
  ],
  [
    ['build', 'npm', ['run', '--silent', 'build']],
    ['publint', 'publint', []],
    ['size', 'npm', ['run', '--silent', 'size']],
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

async function lane(steps) {
  for (const s of steps) if (!(await step(s))) return false;
  return true;
}

const results = await Promise.all(LANES.map(lane));
process.exitCode = results.every(Boolean) ? 0 : 1;
