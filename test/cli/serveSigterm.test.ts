import { Agent, request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { startServe } from './serveProcess.js';

// `npm run build:js` first: this runs the built program.
const KEY = 'live_sigterm0123456789abcdef';
const CLIENTS = 300;

/** What the clients saw: answers (before and after the signal), and each kind of failure. */
interface Tally {
  answered: number;
  closing: number;
  refused: number;
  resets: string[];
}

/** One GET on a keep-alive agent: its status and whether it said `Connection: close`, or the error's code. */
function get(url: string, agent: Agent): Promise<{ status: number; close: boolean } | { error: string }> {
  return new Promise((resolve) => {
    const req = request(`${url}/v1/convert?from=USD&to=EUR&amount=100`, { agent, headers: { authorization: `Bearer ${KEY}` } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, close: res.headers.connection === 'close' }));
      res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end();
  });
}

describe('ratebook serve on SIGTERM', () => {
  it(`answers every request of ${CLIENTS} looping keep-alive clients, the last with Connection: close, and resets none`, async () => {
    const serve = startServe(['--port', '0', '--key', KEY, '--log', 'json']);
    const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
    const tally: Tally = { answered: 0, closing: 0, refused: 0, resets: [] };
    try {
      const url = JSON.parse(await serve.waitFor(/"event":"start"/)).url as string;
      let signalled = false;
      let warm!: () => void;
      const warmed = new Promise<void>((resolve) => (warm = resolve));
      const seen = new Set<number>();
      // Each client loops until the server refuses its connection (it is closed): a reset ends it too.
      const loop = async (id: number) => {
        for (;;) {
          const result = await get(url, agent);
          if ('error' in result) {
            if (result.error === 'ECONNREFUSED') tally.refused++;
            else tally.resets.push(result.error);
            return;
          }
          expect(result.status).toBe(200);
          tally.answered++;
          if (result.close) tally.closing++;
          seen.add(id);
          // Every client holds an open keep-alive connection and has been answered on it: now the signal.
          if (!signalled && seen.size === CLIENTS) warm();
        }
      };
      const clients = Array.from({ length: CLIENTS }, (_, id) => loop(id));
      await warmed;
      signalled = true;
      const before = tally.answered;
      const exited = serve.stop();
      await Promise.all(clients);
      expect(await exited).toBe(0);
      // Reported for the record (the figures): answered before and after the signal.
      console.info(
        `SIGTERM: ${before} answered before, ${tally.answered - before} after (${tally.closing} with Connection: close), ${tally.refused} refused, ${tally.resets.length} reset`,
      );
      expect(tally.resets).toEqual([]);
      // Each client's last answer told it the connection ends; its next connection found the listener closed.
      expect(tally.closing).toBe(CLIENTS);
      expect(tally.refused).toBe(CLIENTS);
      expect(serve.lines.some((line) => line.includes('"event":"stopped"'))).toBe(true);
    } finally {
      agent.destroy();
      if (serve.child.exitCode === null) await serve.stop();
    }
  }, 60_000);
});
