/**
 * The first step of `npm test`: installs what the tests need beyond `npm ci`, and says so in one
 * line. The Redis tests start real `redis-server` processes of their own (never skipped: a missing
 * server is a failure), so the Debian package is installed when it is missing and the machine can
 * (root with apt-get); the runtime conformance runs inside Bun, Deno and workerd, whose binaries
 * live in their own package (test/runtimes/binaries) so that the README's first command does not
 * download them; Miniflare, which runs ratebook/cloudflare's tests on that workerd, too. Anything it cannot install ends the run here with what to do.
 *
 *   node scripts/test-setup.mjs
 */
import { spawnSync } from 'node:child_process';
import { locate, locateMiniflare, BINARIES } from './runtimes/binaries.mjs';

const done = [];

/** Runs a command with its output shown; ends the setup when it fails. */
function run(command, args, what) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (result.status !== 0) {
    console.error(`test setup: ${what} failed (${result.error?.message ?? `exit code ${result.status}`})`);
    process.exit(1);
  }
}

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

if (has('redis-server')) done.push('redis-server found');
else if (process.getuid?.() === 0 && has('apt-get')) {
  console.log('test setup: installing the Debian package redis-server (the Redis tests start their own servers)');
  run('apt-get', ['update', '-qq'], 'apt-get update');
  run('apt-get', ['install', '-y', '-qq', 'redis-server'], 'apt-get install redis-server');
  done.push('redis-server installed');
} else {
  console.error(
    'test setup: redis-server is missing and cannot be installed here (needs root and apt-get): install the Debian package redis-server, then run npm test again',
  );
  process.exit(1);
}

// Miniflare (ratebook/cloudflare's tests) lives beside them and runs on the same workerd binary.
const missing = ['bun', 'deno', 'workerd'].filter((name) => locate(name).missing !== undefined);
if (locateMiniflare().missing !== undefined) missing.push('miniflare');
if (missing.length === 0) done.push('runtime binaries present');
else {
  console.log(`test setup: installing the runtime binaries (${missing.join(', ')}) with npm ci in test/runtimes/binaries`);
  run('npm', ['ci', '--prefix', BINARIES, '--no-audit', '--no-fund', '--loglevel=error'], 'npm ci in test/runtimes/binaries');
  done.push('runtime binaries installed');
}

console.log(`test setup: ${done.join('; ')}`);
