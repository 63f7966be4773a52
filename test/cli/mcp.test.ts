// `ratebook mcp` through the SDK's own client over stdio, spawning the built CLI (dist/cli.js): the
// tools of src/api/operations.ts with their input schemas, answers as structured content, a
// RatebookError as a tool error with its code and words, and 1,000 hostile calls survived.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../src/api/operations.js';
import { fixtureText } from '../http/helpers.js';
import { DOCUMENT } from '../api/openApiDocument.js';

const cli = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'ratebook-mcp-'));
const data = join(dir, 'small.json');
writeFileSync(data, fixtureText);
let client: Client;
let transport: StdioClientTransport;
let exited: number | null | undefined;

beforeAll(async () => {
  transport = new StdioClientTransport({ command: process.execPath, args: [cli, 'mcp', '--data', data], stderr: 'pipe' });
  client = new Client({ name: 'ratebook-test', version: '1.0.0' });
  await client.connect(transport);
  (transport as unknown as { _process: { on(e: string, f: (code: number | null) => void): void } })._process.on('exit', (code) => {
    exited = code;
  });
});
afterAll(async () => {
  await client?.close();
  rmSync(dir, { recursive: true, force: true });
});

type Result = { isError?: boolean; structuredContent?: Record<string, unknown>; content: { type: string; text: string }[] };
const call = (name: string, args: Record<string, unknown>) => client.callTool({ name, arguments: args }) as Promise<Result>;

describe('ratebook mcp', () => {
  it('lists one tool per operation, with the parameters of the OpenAPI document as its input schema', async () => {
    const { tools } = await client.listTools();
    const expected = Object.values(OPERATIONS).filter((op) => 'tool' in op);
    expect(tools.map((t) => t.name)).toEqual(expected.map((op) => (op as { tool: string }).tool));
    for (const [i, tool] of tools.entries()) {
      const op = expected[i]!;
      expect(Object.keys(tool.inputSchema.properties ?? {})).toEqual(op.params);
      expect(tool.inputSchema.required ?? []).toEqual(op.required);
      for (const p of DOCUMENT.paths[op.path]!.get.parameters ?? []) expect(tool.inputSchema.properties![p.name]).toMatchObject(p.schema);
    }
    for (const name of ['convert', 'rates', 'history', 'timeseries', 'currencies', 'crypto_convert', 'crypto_rates', 'crypto_currencies', 'policies'])
      expect(tools.map((t) => t.name)).toContain(name);
  });

  it('answers as structured content what the HTTP API answers', async () => {
    const converted = await call('convert', { from: 'usd', to: 'JPY', amount: 19.99, round: 'minor' });
    expect(converted.isError).toBeUndefined();
    expect(converted.structuredContent).toMatchObject({ from: 'USD', to: 'JPY', amount: 19.99, date: '2024-04-15', rounding: { to: 'minor' } });
    expect(JSON.parse(converted.content[0]!.text)).toEqual(converted.structuredContent);
    expect((await call('rates', { base: 'EUR', symbols: 'GBP' })).structuredContent).toMatchObject({ base: 'EUR', rates: { GBP: expect.any(Number) } });
    expect((await call('history', { date: '2024-03-02' })).structuredContent).toMatchObject({ date: '2024-03-01' });
    expect((await call('timeseries', { start: '2024-03-01', symbols: 'EUR' })).structuredContent).toMatchObject({ start_date: '2024-03-01' });
    expect((await call('crypto_convert', { from: 'BTC', to: 'USD' })).structuredContent).toMatchObject({ from: 'BTC', to: 'USD' });
    expect(Object.keys((await call('crypto_currencies', {})).structuredContent!.currencies as object)).toContain('BTC');
    expect(((await call('policies', {})).structuredContent!.policies as unknown[]).length).toBeGreaterThan(0);
    expect((await call('currencies', { locale: 'de' })).structuredContent).toMatchObject({ locale: 'de' });
  });

  it('returns a RatebookError as a tool error with its code and words', async () => {
    const unknown = await call('convert', { from: 'USD', to: 'XYZ' });
    expect(unknown.isError).toBe(true);
    expect(unknown.content[0]!.text).toBe("unknown_currency: Unknown currency 'XYZ'.");
    expect(unknown.structuredContent).toEqual({ code: 'unknown_currency', message: "Unknown currency 'XYZ'.", param: 'to' });
    expect((await call('convert', { from: 'USD' })).structuredContent).toMatchObject({ code: 'missing_parameter', param: 'to' });
    expect((await call('rates', { ammount: 5 })).structuredContent).toMatchObject({ code: 'invalid_parameter', param: 'ammount' });
    expect((await call('rates', { base: { a: 1 } })).structuredContent).toMatchObject({ code: 'invalid_parameter', param: 'base' });
    expect((await call('no_such_tool', {})).structuredContent).toMatchObject({ code: 'not_found' });
  });

  it('survives 1,000 hostile calls (wrong types, huge strings, unknown tools and names) and still answers', async () => {
    const tools = [...Object.values(OPERATIONS).flatMap((op) => ('tool' in op ? [op.tool as string] : [])), 'nope', '', '__proto__', 'x'.repeat(10_000)];
    const names = ['from', 'to', 'amount', 'date', 'base', 'symbols', 'start', 'end', 'locale', 'code', 'policy', 'explain', 'constructor', '__proto__', ''];
    const value = fc.oneof(
      fc.string(),
      fc.string({ minLength: 5000, maxLength: 20_000 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 3 }),
      fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
      fc.constantFrom('USD', 'EUR', 'BTC', '2024-03-04', '1e400', '-0', 'NaN', 'de', '%zz', '\u0000', '\ud800'),
    );
    const calls = fc.sample(fc.tuple(fc.constantFrom(...tools), fc.dictionary(fc.oneof(fc.constantFrom(...names), fc.string()), value, { maxKeys: 4 })), {
      numRuns: 1000,
      seed: 40,
    });
    let errors = 0;
    let answers = 0;
    for (const [name, args] of calls) {
      const result = await call(name, args).catch((e: Error) => ({ protocolError: e.message }) as never);
      if ('protocolError' in (result as object)) continue;
      expect(result.content[0]!.type).toBe('text');
      if (result.isError) {
        errors++;
        expect(result.content[0]!.text).toMatch(/^[a-z_]+: /);
      } else answers++;
    }
    expect(errors + answers).toBeGreaterThan(900);
    expect(errors).toBeGreaterThan(0);
    expect(exited).toBeUndefined();
    expect((await call('convert', { from: 'USD', to: 'EUR' })).structuredContent).toMatchObject({ from: 'USD', to: 'EUR' });
  }, 120_000);
});

describe('ratebook mcp without the SDK', () => {
  it('says in one line what to install, and exits 3', () => {
    // The built CLI in a folder whose node_modules has no @modelcontextprotocol/sdk.
    const alone = mkdtempSync(join(tmpdir(), 'ratebook-mcp-nosdk-'));
    try {
      cpSync(fileURLToPath(new URL('../../dist/', import.meta.url)), join(alone, 'dist'), { recursive: true });
      writeFileSync(join(alone, 'package.json'), '{"type":"module"}');
      // big.js, ratebook's one runtime dependency that is not bundled, and nothing else.
      mkdirSync(join(alone, 'node_modules'));
      symlinkSync(fileURLToPath(new URL('../../node_modules/big.js', import.meta.url)), join(alone, 'node_modules', 'big.js'));
      const run = spawnSync(process.execPath, [join(alone, 'dist', 'cli.js'), 'mcp'], { encoding: 'utf8', input: '' });
      expect(run.stdout).toBe('');
      expect(run.stderr).toBe(
        'ratebook: invalid_parameter: ratebook mcp needs the MCP SDK, an optional peer that is not installed: npm install @modelcontextprotocol/sdk.\n',
      );
      expect(run.status).toBe(3);
    } finally {
      rmSync(alone, { recursive: true, force: true });
    }
  });
});
