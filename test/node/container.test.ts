import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parsePrometheus } from '../http/prometheusText.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dockerfile = readFileSync(new URL('../../Dockerfile', import.meta.url), 'utf8');

/** The Dockerfile's instructions, continuation lines joined, comments dropped. */
function instructions(text: string): { op: string; args: string }[] {
  return text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const space = line.indexOf(' ');
      return { op: line.slice(0, space).toUpperCase(), args: line.slice(space + 1).trim() };
    });
}

/** `ENV A=1 B=2` (values without spaces) into pairs. */
function envPairs(args: string): [string, string][] {
  return args.split(/\s+/).map((pair) => {
    const eq = pair.indexOf('=');
    return [pair.slice(0, eq), pair.slice(eq + 1).replace(/^"|"$/g, '')];
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function run(argv: readonly string[], env: Record<string, string>): { exit: Promise<number | null>; output: () => string; kill(): void } {
  const child = spawn(argv[0] === 'node' ? process.execPath : argv[0]!, argv.slice(1), { cwd: root, env });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return { exit: new Promise((resolve) => child.once('exit', (code) => resolve(code))), output: () => output, kill: () => child.kill('SIGTERM') };
}

describe('the container image', () => {
  const all = instructions(dockerfile);
  const stages = all.map((x, i) => (x.op === 'FROM' ? i : -1)).filter((i) => i >= 0);
  const final = all.slice(stages[stages.length - 1]);
  const env = Object.fromEntries(final.filter((x) => x.op === 'ENV').flatMap((x) => envPairs(x.args)));
  const workdir = final.find((x) => x.op === 'WORKDIR')?.args;
  const cmd = JSON.parse(final.find((x) => x.op === 'CMD')!.args) as string[];
  const health = final.find((x) => x.op === 'HEALTHCHECK')!.args;
  const healthCmd = JSON.parse(health.slice(health.indexOf('CMD') + 3).trim()) as string[];

  it('is multi-stage, runs as a non-root user, binds every interface by PORT and HOST, and checks /healthz with node', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(final[0]!.args).toMatch(/^node:20-slim$/);
    expect(final.find((x) => x.op === 'USER')?.args).toBe('node');
    expect(env).toMatchObject({ HOST: '0.0.0.0', PORT: '8787' });
    expect(workdir).toBe('/app');
    expect(healthCmd).toEqual(['node', 'docker/healthcheck.mjs']);
    expect(final.some((x) => x.op === 'COPY' && x.args === 'docker/healthcheck.mjs ./docker/healthcheck.mjs')).toBe(true);
    expect(all.map((x) => x.args).join('\n')).not.toMatch(/curl|wget/);
    expect(readFileSync(new URL('../../.dockerignore', import.meta.url), 'utf8')).toMatch(/^node_modules$/m);
  });

  it("serves /healthz, /readyz and /metrics when its CMD runs with the image's environment (outside a container)", async () => {
    // WORKDIR /app holds dist/ as the repository does after a build; only the port is this machine's free one.
    const port = String(await freePort());
    const server = run(cmd, { PATH: process.env.PATH ?? '', ...env, PORT: port });
    try {
      let healthy = false;
      for (let attempt = 0; attempt < 300 && !healthy; attempt++) {
        healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
          (r) => r.ok,
          () => false,
        );
        if (!healthy) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(healthy).toBe(true);
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
      const metrics = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(metrics.status).toBe(200);
      expect(parsePrometheus(await metrics.text()).types.get('ratebook_http_requests_total')).toBe('counter');
      // The image's HEALTHCHECK itself, with the same environment.
      expect(await run(healthCmd, { PATH: process.env.PATH ?? '', ...env, PORT: port }).exit).toBe(0);
      // JSON logs with no key: the image sets none, so a generated one is not shown.
      for (const line of server.output().split('\n').filter(Boolean)) expect(JSON.parse(line)).toHaveProperty('level');
      expect(server.output()).not.toMatch(/live_/);
    } finally {
      server.kill();
    }
    expect(await server.exit).toBe(0);
  }, 30_000);

  it('installs the Redis client from the lockfile, and nothing outside it', () => {
    const runs = all.filter((x) => x.op === 'RUN').map((x) => x.args);
    // npm ci only: an `npm install` resolves versions the lockfile did not fix.
    for (const run of runs) expect(run).not.toMatch(/npm (install|i|add)\b/);
    const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as { packages: Record<string, { version?: string }> };
    expect(lock.packages['node_modules/redis']?.version).toMatch(/^\d/);
    const deps = all.slice(stages[1], stages[2]);
    expect(deps.map((x) => `${x.op} ${x.args}`)).toEqual(
      expect.arrayContaining([
        'RUN npm ci --omit=dev --ignore-scripts',
        'COPY --from=build /app/node_modules/redis ./node_modules/redis',
        'COPY --from=build /app/node_modules/@redis ./node_modules/@redis',
      ]),
    );
  });

  it('gives --store a volume the runtime user owns', () => {
    const user = final.findIndex((x) => x.op === 'USER');
    const chown = final.findIndex((x) => x.op === 'RUN' && /mkdir -p \/data && chown node:node \/data/.test(x.args));
    expect(chown).toBeGreaterThan(0);
    expect(chown).toBeLessThan(user);
    expect(final.find((x) => x.op === 'VOLUME')?.args).toBe('/data');
  });

  describe('its HEALTHCHECK, run as the image runs it', () => {
    /** A server answering /healthz with `status` on host:port (the whole of 127.0.0.0/8 is this machine's loopback). */
    async function healthServer(host: string, status = 200): Promise<{ port: number; close(): Promise<void> }> {
      const server = createHttpServer((_req, res) => res.writeHead(status).end());
      await new Promise<void>((resolve) => server.listen(0, host, resolve));
      return { port: (server.address() as { port: number }).port, close: () => new Promise((resolve) => server.close(() => resolve())) };
    }
    const check = (vars: Record<string, string>) => run(healthCmd, { PATH: process.env.PATH ?? '', ...vars }).exit;

    it('asks the port and host serve reads: RATEBOOK_PORT and RATEBOOK_HOST first, then PORT and HOST', async () => {
      const server = await healthServer('127.0.0.2');
      const closed = await freePort();
      try {
        const port = String(server.port);
        expect(await check({ RATEBOOK_PORT: port, RATEBOOK_HOST: '127.0.0.2', PORT: String(closed), HOST: '127.0.0.1' })).toBe(0);
        expect(await check({ PORT: port, HOST: '127.0.0.2' })).toBe(0);
        expect(await check({ PORT: port })).toBe(1);
        expect(await check({ RATEBOOK_PORT: String(closed), PORT: port, HOST: '127.0.0.2' })).toBe(1);
      } finally {
        await server.close();
      }
    }, 30_000);

    it("asks the loopback when serve listens on every interface (the image's HOST=0.0.0.0), and fails on a 503", async () => {
      const all = await healthServer('0.0.0.0');
      const failing = await healthServer('127.0.0.1', 503);
      try {
        expect(await check({ ...env, PORT: String(all.port) })).toBe(0);
        expect(await check({ PORT: String(failing.port) })).toBe(1);
      } finally {
        await Promise.all([all.close(), failing.close()]);
      }
    }, 30_000);
  });
});
