import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/runCli.js';

const fixture = fileURLToPath(new URL('../fixtures/small.json', import.meta.url));

/** Runs the program in-process on the small fixture. */
async function ratebook(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const status = await runCli([...argv, '--data', fixture], { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t) });
  return { status, stdout, stderr };
}

describe('ratebook timeseries and crypto history|timeseries', () => {
  it('prints a series as the exact JSON of the HTTP API', async () => {
    const { status, stdout, stderr } = await ratebook('timeseries', '2024-03-02', '2024-03-10', '--symbols', 'eur,gbp');
    expect([status, stderr]).toEqual([0, '']);
    expect(stdout).toBe(
      '{"base":"USD","start_date":"2024-03-01","end_date":"2024-03-04","rates":{"2024-03-01":{"EUR":0.92,"GBP":0.79},"2024-03-04":{"EUR":0.9215,"GBP":0.7893}}}\n',
    );
  });

  it('lays a series out with dates down and codes across, a blank where a code has no quote', async () => {
    const { stdout } = await ratebook('crypto', 'timeseries', '2024-03-01', '--base', 'btc', '--table');
    expect(stdout).toBe(
      [
        'BTC rates, 2024-03-01 to 2024-04-15',
        'DATE        BTC            ETH           SHIB',
        '2024-03-01    1  18.125         6562500000',
        '2024-03-04    1                 6613939873.42',
        '2024-04-15    1  21.3333333333  6533333333.33',
        '',
      ].join('\n'),
    );
  });

  it('writes CSV for spreadsheets: a header, then one line per date', async () => {
    const { status, stdout } = await ratebook('crypto', 'timeseries', '2024-03-02', '2024-04-30', '--symbols', 'ETH,btc', '--csv');
    expect(status).toBe(0);
    expect(stdout).toBe('date,BTC,ETH\n2024-03-01,0.000016,0.00029\n2024-03-04,0.0000158,\n2024-04-15,0.0000150000000000000001,0.00032\n');
  });

  it('answers crypto history and --symbols on rates, history and crypto rates', async () => {
    expect(JSON.parse((await ratebook('crypto', 'history', '2024-03-05', '--base', 'BTC')).stdout)).toMatchObject({
      date: '2024-03-04',
      rates: { BTC: 1, SHIB: 6613939873.42 },
    });
    expect(JSON.parse((await ratebook('rates', '--symbols', 'jpy')).stdout).rates).toEqual({ JPY: 154 });
    expect(JSON.parse((await ratebook('history', '2024-03-02', '--symbols', 'EUR,GBP')).stdout).rates).toEqual({ EUR: 0.92, GBP: 0.79 });
    expect(JSON.parse((await ratebook('crypto', 'rates', '--symbols', 'eth')).stdout).rates).toEqual({ ETH: 0.00032 });
  });

  it('reports errors with their codes and exit 1', async () => {
    for (const [argv, code] of [
      [['timeseries', '2024-03-05', '2024-03-01'], 'invalid_parameter'],
      [['timeseries', '2020-01-01', '2020-02-01'], 'date_out_of_range'],
      [['timeseries', '2024-03-01', '--symbols', 'EUR,'], 'invalid_parameter'],
      [['timeseries', '2024-03-01', '--csv', '--table'], 'invalid_parameter'],
      [['timeseries', '2024-03-01', '--base', 'BTC'], 'unknown_currency'],
      [['crypto', 'history', '2024-03-01', '--symbols', 'EUR'], 'invalid_parameter'],
      [['timeseries', '2024-03-01', '--symbols', 'BTC'], 'unknown_currency'],
      [['timeseries'], 'missing_parameter'],
    ] as const) {
      const { status, stdout, stderr } = await ratebook(...argv);
      expect([status, stdout], argv.join(' ')).toEqual([1, '']);
      expect(stderr, argv.join(' ')).toMatch(new RegExp(`^ratebook: ${code}: `));
    }
  });
});
