import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/runCli.js';
import { convert, history, loadDataset } from '../../src/index.js';

// The made-up amendments of test/fixtures/amendments.json (see test/dataset/datasetAsOf.test.ts).
const fixture = fileURLToPath(new URL('../fixtures/amendments.json', import.meta.url));
const ds = loadDataset(readFileSync(fixture, 'utf8'));
const AS_OF = '2024-07-04T00:00:00Z';

async function ratebook(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const status = await runCli([...argv, '--data', fixture], { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t) });
  return { status, stdout, stderr };
}

describe('ratebook --as-of', () => {
  it('answers from the dataset as known then: convert with its receipt, history', async () => {
    const out = await ratebook('convert', '10', 'USD', 'ARS', '--date', '2024-07-01', '--explain', '--as-of', AS_OF);
    expect(out.status).toBe(0);
    const expected = convert(ds, { from: 'USD', to: 'ARS', amount: '10', date: '2024-07-01' }, { numbers: 'string', explain: true, asOf: AS_OF });
    expect(JSON.parse(out.stdout)).toMatchObject({ rate: Number(expected.rate), source: { leg_versions: { ARS: { version: 2, of: 3 } } } });
    const h = await ratebook('history', '2024-07-01', '--symbols', 'ARS', `--as-of=${AS_OF}`);
    expect(JSON.parse(h.stdout).rates).toEqual({ ARS: 901.765 });
    expect(JSON.parse(h.stdout).date).toBe(history(ds, { date: '2024-07-01' }, { asOf: AS_OF }).date);
    // An answer as known at an earlier instant is old on purpose: no stale-data notice.
    expect(h.stderr).toBe('');
  });

  it('refuses an instant that is not one, naming --as-of', async () => {
    const out = await ratebook('rates', '--as-of', '2024-07-04');
    expect(out.status).toBe(1);
    expect(out.stderr).toMatch(/^ratebook: invalid_parameter: --as-of must be an instant with its zone/);
  });

  it('is listed in the help of the commands that answer from a dataset', async () => {
    for (const command of ['rates', 'convert', 'history', 'timeseries', 'currencies', 'currency', 'ledger']) {
      let stdout = '';
      await runCli([command, '--help'], { stdout: (t) => void (stdout += t), stderr: () => {} });
      expect(stdout).toContain('--as-of <INSTANT>');
    }
  });
});
