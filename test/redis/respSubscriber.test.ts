import { createServer, type Server, type Socket } from 'node:net';
import { createClient } from 'redis';
import { afterEach, describe, expect, it } from 'vitest';
import { keySlot, nodeRedisTarget } from '../../src/redis/nodeRedisTarget.js';
import { respSubscriber, type RespTarget } from '../../src/redis/respSubscriber.js';
import { redisDatasetStore } from '../../src/redis/index.js';
import { turnCounts } from '../../src/redis/turnBudget.js';
import { startRedisServer } from './redisServer.js';

// ratebook's own subscriber for node-redis clients, against a scripted RESP server on loopback (for
// what a real server does only in a failover or an outage: MOVED, sunsubscribe, silence, garbage),
// and against a real redis-server with an ACL user. Waits are bounded by counts of attempts.

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 2000; attempt++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`never happened: ${what}`);
}

const resp = (...args: string[]) => `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`;

/** A server that records what each connection sent and answers as `script` says. */
async function scripted(script: (socket: Socket, received: string) => void) {
  const connections: { socket: Socket; received: string }[] = [];
  const server: Server = createServer((socket) => {
    const c = { socket, received: '' };
    connections.push(c);
    socket.on('error', () => {});
    socket.on('data', (chunk) => {
      c.received += chunk.toString('latin1');
      script(socket, c.received);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  cleanups.push(
    () =>
      new Promise((resolve) => {
        for (const c of connections) c.socket.destroy();
        server.close(resolve);
      }),
  );
  return { port, connections };
}

const target = (port: number, more: Partial<RespTarget> = {}): RespTarget => ({ host: '127.0.0.1', port, connectTimeout: 2000, backoff: () => 10, ...more });

function watch(resolve: (moved: string | undefined, retries: number) => Promise<RespTarget>, sharded = false) {
  const seen = { messages: [] as string[], subscribed: 0, lost: [] as string[], moved: [] as (string | undefined)[] };
  const stop = respSubscriber(
    (moved, retries) => (seen.moved.push(moved), resolve(moved, retries)),
    'ch',
    sharded,
    {
      heard: (m) => seen.messages.push(Buffer.from(m).toString()),
      subscribed: () => seen.subscribed++,
      lost: (e) => seen.lost.push(e.code),
    },
    turnCounts(),
  );
  cleanups.push(stop);
  return seen;
}

describe('respSubscriber', () => {
  it('authenticates, subscribes, hears messages cut anywhere; the server letting the channel go is a loss, subscribed again', async () => {
    const server = await scripted((socket, received) => {
      if (received.endsWith(resp('SSUBSCRIBE', 'ch'))) {
        const burst = `+OK\r\n${resp('ssubscribe', 'ch')}${resp('smessage', 'ch', 'one')}${resp('smessage', 'ch', 'two\r\n')}`;
        // Cut inside a header and inside a payload.
        socket.write(burst.slice(0, 30));
        setTimeout(() => socket.write(burst.slice(30, 60)), 5);
        setTimeout(() => socket.write(burst.slice(60)), 10);
      }
    });
    const seen = watch(async () => target(server.port, { password: 'pw' }), true);
    await until(() => seen.messages.length === 2, 'two messages');
    expect(seen.messages).toEqual(['one', 'two\r\n']);
    expect(server.connections[0]!.received).toBe(resp('AUTH', 'pw') + resp('SSUBSCRIBE', 'ch'));
    expect(seen).toMatchObject({ subscribed: 1, lost: [] });
    // A failover or a migration: the server unsubscribes the channel on a connection it keeps open.
    server.connections[0]!.socket.write('*3\r\n$12\r\nsunsubscribe\r\n$2\r\nch\r\n:0\r\n');
    await until(() => seen.subscribed === 2, 'subscribed again');
    expect(seen.lost).toEqual(['ECONNRESET']);
    expect(server.connections).toHaveLength(2);
  });

  it('follows a MOVED answer to the node it names, with a username for AUTH', async () => {
    const owner = await scripted((socket, received) => {
      if (received.endsWith(resp('SSUBSCRIBE', 'ch'))) socket.write(`+OK\r\n${resp('ssubscribe', 'ch')}`);
    });
    const other = await scripted((socket, received) => {
      if (received.endsWith(resp('SSUBSCRIBE', 'ch'))) socket.write(`+OK\r\n-MOVED 1234 127.0.0.1:${owner.port}\r\n`);
    });
    const seen = watch(async (moved) => target(moved ? Number(moved.split(':')[1]) : other.port, { username: 'fleet', password: 'pw' }), true);
    await until(() => seen.subscribed === 1, 'subscribed on the owner');
    expect(seen.moved).toEqual([undefined, `127.0.0.1:${owner.port}`]);
    expect(owner.connections[0]!.received).toBe(resp('AUTH', 'fleet', 'pw') + resp('SSUBSCRIBE', 'ch'));
    expect(seen.lost).toEqual(['MOVED']);
  });

  it('gives up on a server that never answers (connect timeout) and on bytes that are not RESP; a loss is told once', async () => {
    const silent = await scripted(() => {});
    const garbage = await scripted((socket) => socket.write('?what\r\n'));
    const good = await scripted((socket, received) => {
      if (received.endsWith(resp('SUBSCRIBE', 'ch'))) socket.write(resp('subscribe', 'ch') + resp('message', 'ch', 'hi'));
    });
    // Attempts 0..1 the silent server, 2..4 the garbage, then a closed port, then the good one.
    const closed = await scripted(() => {});
    const closedPort = closed.port;
    await cleanups.pop()!();
    const ports = [silent.port, silent.port, garbage.port, garbage.port, garbage.port, closedPort, closedPort];
    let attempt = 0;
    const seen = watch(async () => target(ports[attempt++] ?? good.port, { connectTimeout: 100 }));
    await until(() => seen.messages.length === 1, 'the good server heard');
    expect(attempt).toBe(ports.length + 1);
    expect(seen.lost).toEqual(['ETIMEDOUT']); // once, however many attempts failed after it
    expect(seen.subscribed).toBe(1);
    expect(garbage.connections.length).toBe(3);
    // Subscribed, the connect timeout no longer applies: a quiet channel is no loss.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(seen).toMatchObject({ subscribed: 1, lost: ['ETIMEDOUT'] });
  });

  it('tries again after a failed resolve (a credentials provider that failed), and tells nothing once stopped', async () => {
    const good = await scripted((socket, received) => {
      if (received.endsWith(resp('SUBSCRIBE', 'ch'))) socket.write(resp('subscribe', 'ch') + resp('message', 'ch', 'a') + resp('message', 'ch', 'b'));
    });
    let attempt = 0;
    const heard: string[] = [];
    let lost = '';
    const stop = respSubscriber(
      async () => {
        if (attempt++ === 0) throw new Error('no token');
        return target(good.port);
      },
      'ch',
      false,
      {
        // Stopped on the first message: the second, read in the same chunk, is not told.
        heard: (m) => (heard.push(Buffer.from(m).toString()), void stop()),
        subscribed: () => {},
        lost: (e) => (lost = e.code),
      },
      turnCounts(),
    );
    cleanups.push(stop);
    await until(() => heard.length > 0, 'a message');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect({ attempt, lost, heard }).toEqual({ attempt: 2, lost: 'ERR', heard: ['a'] });
  });
});

describe('nodeRedisTarget', () => {
  it("connects as the node-redis client's public options say", async () => {
    const strategy = (retries: number) => retries * 7;
    const client = createClient({ url: 'rediss://fleet:s%40cret@redis.example:6380', socket: { ca: 'CA', connectTimeout: 99, reconnectStrategy: strategy } });
    const resolve = nodeRedisTarget(client, 'ratebook:dataset:updates', false)!;
    const t = await resolve(undefined, 0);
    expect(t).toMatchObject({ host: 'redis.example', port: 6380, username: 'fleet', password: 's@cret', connectTimeout: 99, tls: { ca: 'CA' } });
    expect(t.backoff(3)).toBe(21);
    const plain = await nodeRedisTarget(createClient({ socket: { path: '/run/redis.sock', tls: false } }), 'c', false)!(undefined, 0);
    expect(plain).toMatchObject({ path: '/run/redis.sock', tls: undefined, password: undefined, connectTimeout: 5000 });
    // Without a strategy of its own (or one that stops), a backoff up to 2 s.
    expect([0, 3, 10].map(plain.backoff)).toEqual([50, 400, 2000]);
    // A streaming credentials provider (tokens) cannot be reproduced: the caller falls back to duplicate().
    const streaming = { type: 'streaming-credentials-provider', subscribe: async () => [{}, { dispose() {} }], onReAuthenticationError() {} };
    expect(nodeRedisTarget({ options: { credentialsProvider: streaming } }, 'c', false)).toBeUndefined();
    expect(nodeRedisTarget({}, 'c', false)).toBeUndefined();
  });

  it("on a cluster: the slot's master, any master every other retry, the node a MOVED names", async () => {
    // Redis's documented slots.
    expect([keySlot('foo'), keySlot('somekey'), keySlot('foo{hash_tag}'), keySlot('bar{hash_tag}')]).toEqual([12182, 11058, 2515, 2515]);
    const node = (port: number) => ({ host: '10.0.0.1', port, client: { options: { socket: { host: `mapped-${port}`, port }, password: 'pw' } } });
    const [a, b, c] = [node(7000), node(7001), node(7002)];
    const slots: { master: typeof a }[] = [];
    slots[keySlot('{k}:updates')] = { master: b };
    const cluster = { masters: [a, b, c], slots, nodeByAddress: new Map([['10.0.0.1:7002', c]]) };
    const resolve = nodeRedisTarget(cluster, '{k}:updates', true)!;
    expect(await resolve(undefined, 0)).toMatchObject({ host: 'mapped-7001', port: 7001, password: 'pw' });
    expect((await resolve(undefined, 1)).port).toBe(7000);
    expect((await resolve(undefined, 3)).port).toBe(7001);
    expect((await resolve(undefined, 5)).port).toBe(7002);
    expect(await resolve('10.0.0.1:7002', 2)).toMatchObject({ host: 'mapped-7002', port: 7002 });
    // A node the client does not know yet: its address from the MOVED, another node's credentials.
    expect(await resolve('10.0.0.9:7009', 2)).toMatchObject({ host: '10.0.0.9', port: 7009, password: 'pw' });
  });
});

describe('a node-redis follower with an ACL user on a real redis-server', () => {
  it('hears the update channel through its own authenticated connection', async () => {
    const server = await startRedisServer();
    cleanups.push(() => server.stop());
    const admin = await createClient({ url: server.url }).connect();
    cleanups.push(() => admin.destroy());
    await admin.sendCommand(['ACL', 'SETUSER', 'fleet', 'on', '>s3cret', '~*', '&*', '+@all']);
    const url = server.url.replace('redis://', 'redis://fleet:s3cret@');
    const follower = await createClient({ url }).connect();
    cleanups.push(() => follower.destroy());
    let looks = 0;
    const errors: unknown[] = [];
    const stop = redisDatasetStore(follower, { key: 'acl', onError: (e) => errors.push(e) }).watch(() => looks++);
    cleanups.push(stop);
    await until(() => looks === 1, 'the look once subscribed');
    expect(await admin.sendCommand(['PUBSUB', 'NUMSUB', 'acl:updates'])).toEqual(['acl:updates', 1]);
    expect(await admin.sendCommand(['PUBLISH', 'acl:updates', '20991231 1'])).toBe(1);
    await until(() => looks === 2, 'the message heard');
    expect(errors).toEqual([]);
    // The subscriber's own connection logged in as the follower's user.
    const subscriber = String(await admin.sendCommand(['CLIENT', 'LIST']))
      .split('\n')
      .filter((line) => / sub=1 /.test(line));
    expect(subscriber).toHaveLength(1);
    expect(subscriber[0]).toContain(' user=fleet ');
  });
});
