import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/runCli.js';
import { convert, loadDataset, timeseries } from '../../src/index.js';
import { smallFile } from '../fixtures/load.js';

import { bankFile, entriesOf } from '../importers/banks/recorded.js';
import { importNbp } from '../../src/feeds/nbp/nbp.js';

const fixture = fileURLToPath(new URL('../fixtures/small.json', import.meta.url));
const ds = loadDataset(smallFile());
const NOW = new Date('2024-06-01T00:00:00Z');

/** Runs the program in-process on the small fixture. */
async function ratebook(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const status = await runCli([...argv, '--data', fixture], { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t) });
  return { status, stdout, stderr };
}

describe('ratebook --group and --explain', () => {
  it('prints a grouped series as the operation answers it, with group and counts', async () => {
    const { status, stdout } = await ratebook('timeseries', '2024-03-01', '2024-04-30', '--symbols', 'eur', '--group', 'month');
    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toEqual(timeseries(ds, { start: '2024-03-01', end: '2024-04-30', symbols: 'EUR', group: 'month' }, { now: NOW }));
    expect(JSON.parse(stdout).counts).toEqual({ '2024-03-01': { EUR: 2 }, '2024-04-01': { EUR: 1 } });
  });

  it('lays a grouped series out by period', async () => {
    const { stdout } = await ratebook('crypto', 'timeseries', '2024-03-01', '--base', 'btc', '--symbols', 'eur', '--group', 'year', '--table');
    expect(stdout.split('\n').slice(0, 3)).toEqual([
      'BTC mean rates by year (periods keyed by their first day), 2024-01-01 to 2024-01-01',
      'PERIOD                EUR  EUR n',
      '2024-01-01  59274.2616034      3',
    ]);
  });

  it('gives --stat close per period, with the counts in the table and the CSV', async () => {
    const { stdout } = await ratebook('timeseries', '2024-03-01', '2024-04-30', '--symbols', 'eur', '--group', 'month', '--stat', 'close');
    expect(JSON.parse(stdout)).toEqual(timeseries(ds, { start: '2024-03-01', end: '2024-04-30', symbols: 'EUR', group: 'month', stat: 'close' }, { now: NOW }));
    const csv = await ratebook('timeseries', '2024-03-01', '2024-04-30', '--symbols', 'eur', '--group', 'month', '--stat', 'close', '--csv');
    expect(csv.stdout.split('\n')[0]).toBe('date,EUR,EUR_count');
  });

  it('refuses --group day with invalid_parameter', async () => {
    const { status, stderr } = await ratebook('timeseries', '2024-03-01', '--group', 'day');
    expect(status).toBe(1);
    expect(stderr).toMatch(/^ratebook: invalid_parameter: /);
  });

  it('adds the receipt with --explain, as JSON and under the table', async () => {
    const { stdout } = await ratebook('convert', '10', 'EUR', 'JPY', '--explain');
    expect(JSON.parse(stdout)).toEqual(JSON.parse(JSON.stringify(convert(ds, { from: 'EUR', to: 'JPY', amount: '10' }, { explain: true }))));
    const table = await ratebook('crypto', 'convert', '1', 'BTC', 'USD', '--explain', '--table');
    expect(table.stdout).toContain('source: inverse via USD, snapshot 2024-04-15');
    expect(table.stdout).toContain('providers: not recorded');
    expect(table.stdout).toContain('legs (per 1 USD): BTC 0.0000150000000000000001, USD 1');
    const rates = await ratebook('rates', '--base', 'EUR', '--symbols', 'GBP', '--explain');
    expect(JSON.parse(rates.stdout).source.legs).toEqual({ EUR: '0.93', GBP: '0.8' });
    const history = await ratebook('crypto', 'history', '2024-03-05', '--base', 'BTC', '--symbols', 'EUR', '--explain');
    expect(JSON.parse(history.stdout).source.snapshot.date).toBe('2024-03-04');
  });

  it('answers without source when --explain is absent', async () => {
    const { stdout } = await ratebook('convert', '10', 'EUR', 'JPY');
    expect(Object.keys(JSON.parse(stdout))).toEqual(['from', 'to', 'amount', 'rate', 'result', 'date', 'updated_at']);
  });
});

describe('ratebook --explain --table (issue 28, item 4)', () => {
  /** Runs the program in-process on the embedded data, or the file given with --data. */
  async function run(...argv: string[]) {
    let stdout = '';
    const status = await runCli(argv, { stdout: (t) => void (stdout += t), stderr: () => undefined });
    return { status, stdout };
  }

  it('prints the formula, the legal factor with its basis and the rounding step, beside derivation, pivot and legs', async () => {
    const { status, stdout } = await run('convert', '195.583', 'BGN', 'EUR', '--date', '2026-03-01', '--round', 'minor', '--explain', '--table');
    expect(status).toBe(0);
    const lines = stdout.split('\n');
    expect(lines[0]).toBe('195.583 BGN = 100 EUR');
    expect(lines.find((l) => l.startsWith('formula: '))).toMatch(/^formula: legal_factor: result = amount × legs\[to\] \/ legs\[from\] /);
    expect(lines.find((l) => l.startsWith('source: '))).toMatch(/^source: legal_factor via EUR, snapshot /);
    expect(lines).toContain('legs (per 1 EUR): BGN 1.95583, EUR 1');
    expect(lines.find((l) => l.startsWith('factor: '))).toMatch(
      /^factor: 1 EUR = 1\.95583 BGN since 2026-01-01; basis: .*Regulation \(EC\) No 1103\/97, Art\. 4/,
    );
    expect(lines).toContain('rounding: half-even to 0.01 (minor) from 100');
    // Said once: in the receipt, not again under the answer.
    expect(lines.filter((l) => l.includes('from 100'))).toHaveLength(1);
    const plain = await run('convert', '195.583', 'BGN', 'EUR', '--date', '2026-03-01', '--round', 'minor', '--table');
    expect(plain.stdout.split('\n')[2]).toBe('rounded half-even to 0.01 (minor) from 100');
  });

  it("names a bank's table and its document's SHA-256 among the providers, and a market formula's rule", async () => {
    const { dataset } = importNbp(bankFile('nbp/nbp-1.json'), { metadata: ds, allowMinimalMetadata: true });
    const file = join(mkdtempSync(join(tmpdir(), 'ratebook-receipt-')), 'nbp.json');
    writeFileSync(file, JSON.stringify(dataset));
    const { status, stdout } = await run('convert', '250', 'EUR', 'USD', '--date', '2026-03-02', '--explain', '--table', '--data', file);
    expect(status).toBe(0);
    const sha256 = entriesOf('nbp').find((e) => e.file === 'nbp/nbp-1.json')!.sha256;
    expect(stdout).toContain(`\nproviders: nbp (table 041/A/NBP/2026, sha256 ${sha256})\n`);
    expect(stdout).toContain('\nformula: cross: rate = legs[to] / legs[from], 12 significant digits half-even;');
    expect(stdout).not.toContain('\nrounding: ');
    expect(stdout).not.toContain('\nfactor: ');
  });
});
