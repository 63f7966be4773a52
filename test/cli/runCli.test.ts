import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/runCli.js';
import { smallFile } from '../fixtures/load.js';

const fixture = fileURLToPath(new URL('../fixtures/small.json', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'ratebook-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The small fixture without its digital assets, as an ECB import would be. */
function fiatOnlyFile(): string {
  const file = smallFile();
  const fiat = file.fiat.length;
  const path = join(dir, 'fiat-only.json');
  writeFileSync(path, JSON.stringify({ ...file, crypto: [], cryptoMeta: {}, snapshots: file.snapshots.map((s) => ({ ...s, rates: s.rates.slice(0, fiat) })) }));
  return path;
}

async function ratebook(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const status = await runCli(argv, { stdout: (text) => void (stdout += text), stderr: (text) => void (stderr += text) });
  return { status, stdout, stderr };
}

describe('runCli', () => {
  it('refuses a --data file whose newest snapshot is from the future, in its own words', async () => {
    const file = smallFile();
    const path = join(dir, 'future.json');
    writeFileSync(
      path,
      JSON.stringify({ ...file, snapshots: [...file.snapshots, { ...file.snapshots.at(-1)!, date: '2099-01-01', updated_at: '2099-01-01T00:00:00Z' }] }),
    );
    const { status, stdout, stderr } = await ratebook('rates', '--data', path);
    expect([status, stdout]).toEqual([1, '']);
    expect(stderr).toMatch(/^ratebook: invalid_dataset: /);
    expect((await ratebook('rates', '--data', fixture)).status).toBe(0);
  });

  it('refuses an option the command does not use instead of ignoring it', async () => {
    const result = await ratebook('convert', '1', 'USD', 'EUR', '--base', 'GBP', '--data', fixture);
    expect(result).toMatchObject({ status: 1, stdout: '' });
    expect(result.stderr).toMatch(/^ratebook: invalid_parameter: .*--base/);
  });

  it("prints a command's own help for help <command> and <command> --help", async () => {
    const viaHelp = await ratebook('help', 'convert');
    expect(viaHelp).toMatchObject({ status: 0, stderr: '' });
    expect(viaHelp.stdout).toMatch(/^Usage: ratebook convert <amount> <from> <to> \[options\]/);
    expect(viaHelp.stdout).not.toContain('crypto currencies');
    expect(await ratebook('convert', '--help')).toEqual(viaHelp);
    expect((await ratebook('help')).stdout).toContain('crypto currencies');
    expect((await ratebook('help', 'convrt')).stderr).toMatch(/^ratebook: invalid_parameter: .*"convert"/);
  });

  it('lists the crypto subcommands for ratebook crypto alone', async () => {
    const { status, stdout } = await ratebook('crypto');
    expect(status).toBe(0);
    for (const sub of ['crypto rates', 'crypto convert', 'crypto currencies']) expect(stdout).toContain(sub);
    expect(stdout).not.toMatch(/^\s+history/m);
  });

  it('converts a negative amount written plainly or after --', async () => {
    const plain = await ratebook('convert', '-5', 'USD', 'EUR', '--data', fixture);
    // After "--" every word is an argument, so the options come before it.
    const ended = await ratebook('convert', '--data', fixture, '--', '-5', 'USD', 'EUR');
    for (const { status, stdout } of [plain, ended]) {
      expect(status).toBe(0);
      expect(JSON.parse(stdout)).toMatchObject({ amount: -5, result: -4.65 });
    }
  });

  it('points crypto convert of two fiat codes at ratebook convert, not at the HTTP endpoint', async () => {
    const { status, stderr } = await ratebook('crypto', 'convert', '1', 'usd', 'EUR', '--data', fixture);
    expect(status).toBe(1);
    expect(stderr).toMatch(/^ratebook: invalid_parameter: /);
    expect(stderr).toContain('ratebook convert 1 USD EUR');
    expect(stderr).not.toContain('/v1/');
  });

  it('points a fiat command given an asset at the crypto command', async () => {
    const converted = await ratebook('convert', '1', 'BTC', 'USD', '--data', fixture);
    expect(converted.stderr).toMatch(/^ratebook: unknown_currency: .*ratebook crypto convert 1 BTC USD/);
    const rated = await ratebook('rates', '--base', 'btc', '--data', fixture);
    expect(rated.stderr).toMatch(/^ratebook: unknown_currency: .*ratebook crypto rates --base BTC/);
    expect(`${converted.stderr}${rated.stderr}`).not.toContain('/v1/');
  });

  it('says so when a crypto command runs on a dataset without assets, instead of an empty answer', async () => {
    const file = fiatOnlyFile();
    for (const argv of [
      ['crypto', 'rates'],
      ['crypto', 'currencies'],
      ['crypto', 'convert', '1', 'BTC', 'USD'],
    ]) {
      const result = await ratebook(...argv, '--data', file);
      expect(result).toMatchObject({ status: 1, stdout: '' });
      expect(result.stderr).toMatch(/^ratebook: not_found: .*fiat-only\.json holds no crypto assets/);
    }
    expect((await ratebook('rates', '--data', file)).status).toBe(0);
  });

  it('prints --table with rates aligned on the decimal point', async () => {
    const { stdout } = await ratebook('rates', '--base', 'EUR', '--table', '--data', fixture);
    const rows = stdout.split('\n').filter((line) => /^[A-Z]{3}\s+\d/.test(line));
    expect(rows.length).toBe(6);
    const points = rows.map((line) => (line.includes('.') ? line.indexOf('.') : line.length));
    expect(new Set(points).size).toBe(1);
  });

  it('suggests the nearest import format', async () => {
    const { status, stderr } = await ratebook('import', 'ecb-xm', fixture, '--out', join(dir, 'never.json'));
    expect(status).toBe(1);
    expect(stderr).toMatch(/^ratebook: invalid_parameter: .*did you mean 'ecb-xml'\?/);
  });

  it('prints the version and turns a bug into internal_error on stderr', async () => {
    expect((await ratebook('--version')).stdout).toMatch(/^\d+\.\d+\.\d+/);
    const broken = await runCli(['boom'], { stdout: () => undefined, stderr: (t) => expect(t).toMatch(/^ratebook: internal_error: kaput/) }, [
      {
        words: ['boom'],
        args: [],
        options: [],
        summary: 'fails',
        run: () => {
          throw new Error('kaput');
        },
      },
    ]);
    expect(broken).toBe(1);
  });
});
