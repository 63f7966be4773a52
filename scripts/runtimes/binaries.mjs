/**
 * Finds the Bun, Deno and workerd binaries that npm installed in test/runtimes/binaries (their own
 * package, so that the README's first command installs none of them; scripts/test-setup.mjs
 * installs it before the tests), without relying
 * on their postinstall scripts: each binary ships inside a platform package (`@oven/bun-linux-x64`,
 * `@deno/linux-x64-glibc`, `@cloudflare/workerd-linux-64`, ...). When the postinstall did run, Bun's
 * moved its binary into `bun/bin/bun.exe`; Deno's and workerd's hard-linked theirs into the main
 * package. Then runs `<binary> --version` to learn whether it can execute on this machine at all
 * (a binary built for a newer glibc, say, cannot), so a caller can skip with the reason.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The package that holds the runtime binaries, with its own lock file. */
export const BINARIES = join(ROOT, 'test/runtimes/binaries');
const MODULES = join(BINARIES, 'node_modules');

const exe = process.platform === 'win32' ? '.exe' : '';
const SOURCES = {
  bun: { scope: '@oven', prefix: 'bun-', file: `bin/bun${exe}`, installed: 'bun/bin/bun.exe' },
  deno: { scope: '@deno', prefix: '', file: `deno${exe}`, installed: `deno/deno${exe}` },
  workerd: { scope: '@cloudflare', prefix: 'workerd-', file: `bin/workerd${exe}`, installed: `workerd/bin/workerd${exe}` },
};

// The real binaries weigh tens of megabytes; the placeholders left where they are missing
// (bun.exe before its postinstall, workerd's Node shim) are a few kilobytes of text.
const isBinary = (path) => existsSync(path) && statSync(path).size > 1_000_000;

const libc = () => (process.platform !== 'linux' ? undefined : process.report?.getReport().header.glibcVersionRuntime ? 'glibc' : 'musl');

/** Whether a platform package's `os`, `cpu` and `libc` fields admit this machine. */
function fits(pkg) {
  const admits = (list, value) => list === undefined || value === undefined || [].concat(list).includes(value);
  return admits(pkg.os, process.platform) && admits(pkg.cpu, process.arch) && admits(pkg.libc, libc());
}

/** Whether package-lock.json holds a platform package of this source that admits this machine. */
function locked(source) {
  const lockFile = join(BINARIES, 'package-lock.json');
  if (!existsSync(lockFile)) return true;
  const { packages = {} } = JSON.parse(readFileSync(lockFile, 'utf8'));
  const prefix = `node_modules/${source.scope}/${source.prefix}`;
  return Object.entries(packages).some(([path, pkg]) => path.startsWith(prefix) && fits(pkg));
}

/**
 * Locates one runtime's binary.
 *
 * @param {'bun' | 'deno' | 'workerd'} name - The runtime.
 * @returns {{ name: string, bin?: string, version?: string, skip?: string, missing?: string }} The
 *   binary and the version it printed; or `skip`: why it cannot run on this machine; or `missing`:
 *   the machine is supported but the install lacks the binary (a failure, not a skip).
 */
export function locate(name) {
  const source = SOURCES[name];
  const candidates = [];
  const scopeDir = join(MODULES, source.scope);
  if (existsSync(scopeDir)) {
    for (const dir of readdirSync(scopeDir)) {
      if (!dir.startsWith(source.prefix)) continue;
      const pkgFile = join(scopeDir, dir, 'package.json');
      if (!existsSync(pkgFile)) continue;
      if (fits(JSON.parse(readFileSync(pkgFile, 'utf8')))) candidates.push(join(scopeDir, dir, source.file));
    }
  }
  candidates.push(join(MODULES, source.installed));
  const bin = candidates.find(isBinary);
  if (!bin) {
    const where = `${process.platform}-${process.arch}${libc() ? `-${libc()}` : ''}`;
    // No build for this machine is a skip; a build the lock file has but node_modules lacks is a broken install.
    if (!locked(source)) return { name, skip: `${name} publishes no binary for ${where} (none in package-lock.json)` };
    return {
      name,
      missing: `no ${name} binary for ${where} in test/runtimes/binaries/node_modules (looked at ${candidates.map((c) => c.slice(MODULES.length + 1)).join(', ')}); run npm test, or npm ci --prefix test/runtimes/binaries`,
    };
  }
  const probe = spawnSync(bin, ['--version'], { encoding: 'utf8', timeout: 20_000 });
  if (probe.error || probe.status !== 0) {
    const why =
      probe.error?.message ?? (`${probe.stderr}`.trim().split('\n')[0] || `exit code ${probe.status}${probe.signal ? `, signal ${probe.signal}` : ''}`);
    return { name, bin, skip: `the ${name} binary cannot run on this machine: ${why}` };
  }
  return { name, bin, version: probe.stdout.trim().split('\n')[0] };
}

/**
 * Locates Miniflare, the local Workers simulator that ratebook/cloudflare's tests drive from Node: a
 * JavaScript package of test/runtimes/binaries (not of the root package: it brings workerd, which the
 * override in that package.json makes the conformance's own binary, so it is downloaded once). Its
 * workerd must run here too; a machine workerd cannot run on skips with that reason, and an install
 * without Miniflare is `missing` (a failure, never a skip).
 *
 * @returns {{ name: 'miniflare', module?: string, version?: string, skip?: string, missing?: string }}
 *   `module`: the file to import.
 */
export function locateMiniflare() {
  const name = 'miniflare';
  const workerd = locate('workerd');
  if (workerd.skip) return { name, skip: workerd.skip };
  const pkgFile = join(MODULES, 'miniflare', 'package.json');
  if (!existsSync(pkgFile))
    return { name, missing: 'no miniflare in test/runtimes/binaries/node_modules; run npm test, or npm ci --prefix test/runtimes/binaries' };
  if (workerd.missing) return { name, missing: workerd.missing };
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
  const main = pkg.exports?.['.']?.import ?? pkg.exports?.['.']?.default ?? pkg.main;
  const module = join(MODULES, 'miniflare', typeof main === 'string' ? main : 'dist/src/index.js');
  return { name, module, version: `miniflare ${pkg.version} (${workerd.version})` };
}
