import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/runCli.js';
import { convert, cryptoConvert, currency } from '../../src/index.js';
// The CLI answers currency() with its official sources (it registers ratebook/sources); so does this file.
import '../../src/sources/index.js';
import { small } from '../fixtures/load.js';

const fixture = fileURLToPath(new URL('../fixtures/small.json', import.meta.url));

async function ratebook(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const status = await runCli(argv, { stdout: (text) => void (stdout += text), stderr: (text) => void (stderr += text) });
  return { status, stdout, stderr };
}

describe('ratebook convert --date --round --rounding, and ratebook currency', () => {
  it('converts on a date and rounds, printing what the operation answers', async () => {
    const { status, stdout } = await ratebook(
      'convert',
      '100.5',
      'usd',
      'kwd',
      '--date',
      '2024-03-03',
      '--round',
      'minor',
      '--rounding',
      'half-up',
      '--data',
      fixture,
    );
    expect(status).toBe(0);
    const expected = convert(small, { from: 'USD', to: 'KWD', amount: '100.5', date: '2024-03-03' }, { round: 'minor', rounding: 'half-up' });
    expect(JSON.parse(stdout)).toEqual(expected);
    expect(expected.date).toBe('2024-03-01');
  });

  it('rounds a crypto conversion to the asset exponent', async () => {
    const { stdout } = await ratebook('crypto', 'convert', '2', 'ETH', 'BTC', '--round', 'minor', '--data', fixture);
    expect(JSON.parse(stdout)).toEqual(cryptoConvert(small, { from: 'ETH', to: 'BTC', amount: '2' }, { round: 'minor' }));
  });

  it('prints a currency as JSON or a table', async () => {
    const json = await ratebook('currency', 'BGN', '--date', '2026-03-01', '--data', fixture);
    expect(JSON.parse(json.stdout)).toEqual(currency(small, { code: 'BGN', date: '2026-03-01' }));
    const { stdout } = await ratebook('currency', 'jpy', '--locale', 'de', '--table', '--data', fixture);
    expect(stdout).toContain('Japanischer Yen');
    expect(stdout).toMatch(/minor units\s+0/);
  });

  it('fails with the operation codes: a bad round, rounding without round, an unknown code, a date out of range', async () => {
    const cases: [string[], RegExp][] = [
      [['convert', '1', 'USD', 'EUR', '--round', 'cents'], /^ratebook: invalid_option: Option round/],
      [['convert', '1', 'USD', 'EUR', '--rounding', 'up'], /^ratebook: invalid_option: Option rounding/],
      [['currency', 'XYZ'], /^ratebook: unknown_currency: /],
      [['convert', '1', 'USD', 'EUR', '--date', '2020-01-01'], /^ratebook: date_out_of_range: /],
    ];
    for (const [argv, stderr] of cases) {
      const r = await ratebook(...argv, '--data', fixture);
      expect([r.status, r.stdout]).toEqual([1, '']);
      expect(r.stderr).toMatch(stderr);
    }
  });
});
