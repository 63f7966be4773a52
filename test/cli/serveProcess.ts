import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The built program (`npm run build:js` first). */
export const cli = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));

/** A running `ratebook serve` of a test's own. */
export interface ServeProcess {
  readonly child: ChildProcessWithoutNullStreams;
  /** Every line written so far, stdout and stderr together, in arrival order per stream. */
  readonly lines: string[];
  /** Every line of stderr alone. */
  readonly stderr: string[];
  /** Resolves with the first line (seen or to come) matching `pattern`; rejects after `ms`. */
  waitFor(pattern: RegExp, ms?: number): Promise<string>;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
  /** Resolves with the exit code once it exits by itself. */
  readonly exited: Promise<number | null>;
}

const running = new Set<ChildProcessWithoutNullStreams>();
// A test that fails must not leave a server behind: each is killed by its own pid at exit.
process.once('exit', () => {
  for (const child of running) if (child.pid !== undefined && child.exitCode === null) process.kill(child.pid, 'SIGKILL');
});

/**
 * Spawns `node dist/cli.js serve ...args` with `env` over a clean environment (no RATEBOOK_KEY of the
 * runner's), collecting its lines.
 */
export function startServe(args: readonly string[], env: Record<string, string> = {}): ServeProcess {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('RATEBOOK_') && name !== 'PORT' && name !== 'HOST'));
  const child = spawn(process.execPath, [cli, 'serve', ...args], { env: { ...clean, ...env } });
  running.add(child);
  const lines: string[] = [];
  const stderr: string[] = [];
  const waiters: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  const take = (into: string[] | undefined) => {
    let rest = '';
    return (chunk: Buffer) => {
      const parts = (rest + chunk.toString()).split('\n');
      rest = parts.pop()!;
      for (const line of parts) {
        lines.push(line);
        into?.push(line);
        for (const w of [...waiters]) {
          if (w.pattern.test(line)) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(line);
          }
        }
      }
    };
  };
  child.stdout.on('data', take(undefined));
  child.stderr.on('data', take(stderr));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return {
    child,
    lines,
    stderr,
    exited,
    waitFor(pattern, ms = 15_000) {
      const seen = lines.find((line) => pattern.test(line));
      if (seen !== undefined) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`timed out waiting for ${pattern}; got:\n${lines.join('\n')}`)), ms);
        waiters.push({
          pattern,
          resolve: (line) => {
            clearTimeout(timer);
            resolve(line);
          },
        });
      });
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** The URL of a serve's start line, text or JSON. */
export async function serveUrl(serve: ServeProcess): Promise<string> {
  const line = await serve.waitFor(/serving on http:\/\/\S+?:\d+/);
  return /http:\/\/[^\s"]+:\d+/.exec(line)![0];
}
