/**
 * Runs the HTTP conformance cases (test/runtimes/conformance.mjs, suite `http`) and the live-source
 * cases (test/runtimes/liveConformance.mjs, suite `live`, once per windows-1251 mode: `native`, the
 * runtime's TextDecoder, every case; `table`, TextDecoder made to refuse the label, the cases of the
 * windows-1251 sources, WINDOWS_1251_SOURCES there) against the built package
 * inside Node, Bun, Deno and workerd, each as a child process bounded by a timeout, and reads back each
 * runtime's `<runtime>: N passed, M failed` line. A runtime whose binary cannot execute on this
 * machine is skipped with the reason. Run after `npm run build`:
 *
 * The HTTP suite also runs against ratebook/cloudflare's worker in Miniflare (`cloudflare`).
 *
 *   node scripts/runtimes/run.mjs [node] [bun] [deno] [workerd] [cloudflare]
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { locate, locateMiniflare, ROOT } from './binaries.mjs';

/** The runtimes, in the order they are run. */
export const RUNTIMES = ['node', 'bun', 'deno', 'workerd'];
/** What the HTTP suite runs in: the runtimes, then ratebook/cloudflare's worker in Miniflare (workerd). */
export const HTTP_TARGETS = [...RUNTIMES, 'cloudflare'];
/** The windows-1251 modes of the live suite: the runtime's TextDecoder, then ratebook's table. */
export const LIVE_MODES = ['native', 'table'];

// Each runtime's entry of a suite: `entry.mjs` (HTTP) or `live.mjs <mode>` (live sources).
const entry = (name, suite = 'http') => join(ROOT, 'test/runtimes', name, suite === 'live' ? 'live.mjs' : 'entry.mjs');

/**
 * Finds what runs one runtime's entry.
 *
 * @param {string} name - One of RUNTIMES.
 * @param {{ suite?: 'http' | 'live', mode?: 'native' | 'table' }} [options] - The suite (default
 *   `http`) and, for `live`, the windows-1251 mode (default `native`).
 * @returns {{ name: string, command?: string[], version?: string, skip?: string, missing?: string }}
 */
export function commandFor(name, { suite = 'http', mode = 'native' } = {}) {
  const file = entry(name, suite);
  const args = suite === 'live' ? [mode] : [];
  if (name === 'node') return { name, command: [process.execPath, file, ...args], version: `node ${process.version}` };
  // ratebook/cloudflare's worker: a Node driver runs it in Miniflare (HTTP suite only).
  if (name === 'cloudflare') {
    const found = locateMiniflare();
    return found.skip || found.missing
      ? { name, skip: found.skip, missing: found.missing }
      : { name, command: [process.execPath, file], version: found.version };
  }
  const found = locate(name);
  if (found.skip || found.missing) return { name, skip: found.skip, missing: found.missing };
  const command = {
    bun: [found.bin, 'run', file, ...args],
    // Relative imports of dist/ plus package.json's node_modules for valibot and big.js; no deno.lock written.
    // Reading is allowed everywhere: the live suite reads the recorded documents of test/fixtures.
    deno: [found.bin, 'run', '--no-lock', '--allow-read', '--allow-net=127.0.0.1', file, ...args],
    // A Node driver: it bundles the Worker, starts `workerd serve` and sends the requests.
    workerd: [process.execPath, file, ...args],
  }[name];
  return { name, command, version: found.version.startsWith(name) ? found.version : `${name} ${found.version}` };
}

/**
 * Runs one runtime's entry as a child process (its own process group, killed whole on timeout).
 *
 * @param {string} name - One of RUNTIMES.
 * @param {{ timeoutMs?: number, suite?: 'http' | 'live', mode?: 'native' | 'table' }} [options] -
 *   `timeoutMs`, default 40 s; `suite` and `mode` as `commandFor` takes them.
 * @returns {Promise<{ name: string, version?: string, skip?: string, ok: boolean, passed: number, failed: number, line: string, output: string, ms: number }>}
 */
export async function runRuntime(name, { timeoutMs = 40_000, suite = 'http', mode = 'native' } = {}) {
  const started = Date.now();
  const { command, version, skip, missing } = commandFor(name, { suite, mode });
  if (skip) return { name, skip, ok: true, passed: 0, failed: 0, line: `${name}: skipped: ${skip}`, output: '', ms: 0 };
  if (missing) return { name, ok: false, passed: 0, failed: 0, line: `${name}: 0 passed, 0 failed, ${missing}`, output: '', ms: 0 };
  const env = { ...process.env, NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1', DENO_NO_PROMPT: '1', BUN_DISABLE_TELEMETRY: '1' };
  const { output, code, signal, timedOut } = await new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: process.platform !== 'win32' });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(process.platform === 'win32' ? child.pid : -child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    }, timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      resolve({ output: `${output}${error.message}\n`, code: null, signal: null, timedOut });
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ output, code, signal, timedOut });
    });
  });
  const ms = Date.now() - started;
  const match = new RegExp(`^${name}: (\\d+) passed, (\\d+) failed.*$`, 'm').exec(output);
  const passed = match ? Number(match[1]) : 0;
  const failed = match ? Number(match[2]) : 0;
  const why = timedOut ? `timed out after ${timeoutMs} ms` : match ? undefined : `no result line (exit ${signal ?? code})`;
  const line = why ? `${name}: ${passed} passed, ${failed} failed, ${why}` : match[0];
  return { name, version, ok: !why && code === 0 && failed === 0 && passed > 0, passed, failed, line, output, ms };
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const names = process.argv.slice(2).length ? process.argv.slice(2) : HTTP_TARGETS;
  let ok = true;
  const runs = [{ suite: 'http' }, ...LIVE_MODES.map((mode) => ({ suite: 'live', mode }))];
  for (const name of names) {
    for (const run of name === 'cloudflare' ? runs.slice(0, 1) : runs) {
      const r = await runRuntime(name, run);
      ok &&= r.ok;
      const said = r.ok || r.output.trim() === '' || r.output === r.line ? '' : `${r.output.trim()}\n`;
      console.log(r.skip || !r.version ? r.line : `${said}${r.line} [${r.version}, ${r.ms} ms]`);
    }
  }
  process.exitCode = ok ? 0 : 1;
}
