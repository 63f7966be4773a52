import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../src/cli/commands/registry.js';
import { renderHelp } from '../../src/cli/args/renderHelp.js';
import { runCli } from '../../src/cli/runCli.js';

// The built program, as `npx ratebook` runs it; `npm test` builds before testing.
const cli = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));
const fixture = fileURLToPath(new URL('../fixtures/small.json', import.meta.url));

/** The built program in a process of its own: for what the process does (its output streams, its exit code). */
function ratebook(...args: string[]) {
  const { status, stdout, stderr } = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });
  return { status, stdout, stderr };
}

/**
 * The program in this process (runCli, what dist/cli.js calls with the process's streams), its output
 * kept: for what a command answers. A process of the built program costs about 0.3 s of CPU to start;
 * the tests of the process itself (its output, its exit code, a closed pipe) need one, the others do not.
 */
async function run(...args: string[]) {
  let [stdout, stderr] = ['', ''];
  const status = await runCli(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { status, stdout, stderr };
}

describe('ratebook CLI', () => {
  it('converts on a given dataset and prints exact JSON', () => {
    const { status, stdout } = ratebook('convert', '100.50', 'gbp', 'jpy', '--data', fixture);
    expect(status).toBe(0);
    expect(stdout.trim()).toBe(
      '{"from":"GBP","to":"JPY","amount":100.5,"rate":192.5,"result":19346.25,"date":"2024-04-15","updated_at":"2024-04-15T16:00:00.123Z"}',
    );
  });

  it('reads a --data file that starts with a UTF-8 byte order mark, as the importers do', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ratebook-bom-'));
    try {
      const file = join(dir, 'bom.json');
      writeFileSync(file, `\uFEFF${readFileSync(fixture, 'utf8')}`);
      const { status, stdout } = await run('convert', '100.50', 'gbp', 'jpy', '--data', file);
      expect(status).toBe(0);
      expect(JSON.parse(stdout)).toMatchObject({ from: 'GBP', to: 'JPY', result: 19346.25 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps every digit of a long result in the JSON text', async () => {
    const { stdout } = await run('convert', '123456789012345678.901234567891', 'EUR', 'IDR', '--data', fixture);
    const text = /"result":([-\d.]+)/.exec(stdout)![1]!;
    const rate = /"rate":([-\d.]+)/.exec(stdout)![1]!;
    expect(text).toBe(new Big('123456789012345678.901234567891').times(rate).toFixed());
  });

  it('answers every command on the embedded dataset', async () => {
    for (const args of [
      ['rates'],
      ['rates', '--base', 'EUR'],
      ['currencies', '--locale', 'de'],
      ['history', '2025-01-15'],
      ['crypto', 'rates', '--base', 'BTC'],
      ['crypto', 'convert', '1', 'BTC', 'USD'],
      ['crypto', 'currencies'],
    ]) {
      const { status, stdout, stderr } = await run(...args);
      // The embedded data is stale today: one notice line on stderr, except for a past date.
      expect(stderr).toBe(args[0] === 'history' ? '' : `${stderr.split('\n')[0]!}\n`);
      if (args[0] !== 'history') expect(stderr).toMatch(/^ratebook: notice: stale data: /);
      expect(status).toBe(0);
      expect(JSON.parse(stdout)).toHaveProperty('date');
    }
  });

  it('prints a table for people with --table', async () => {
    const { stdout } = await run('rates', '--base', 'GBP', '--table', '--data', fixture);
    expect(stdout).toContain('GBP rates, date 2024-04-15');
    expect(stdout).toMatch(/^JPY\s+192\.5$/m);
  });

  it('reports errors on stderr with the contract code and exit code 1', async () => {
    const unknown = ratebook('convert', '1', 'USD', 'XYZ', '--data', fixture);
    expect(unknown.status).toBe(1);
    expect(unknown.stdout).toBe('');
    expect(unknown.stderr).toMatch(/^ratebook: unknown_currency: /);
    expect((await run('convert', 'abc', 'USD', 'EUR', '--data', fixture)).stderr).toMatch(/^ratebook: invalid_parameter: /);
    expect((await run('rates', '--bsae', 'EUR')).stderr).toMatch(/^ratebook: invalid_parameter: /);
    expect((await run('history', '1999-01-01', '--data', fixture)).stderr).toMatch(/^ratebook: date_out_of_range: /);
    expect((await run('rates', '--data', '/nonexistent.json')).stderr).toMatch(/^ratebook: invalid_dataset: /);
    expect((await run('rates', '--data', cli)).stderr).toMatch(/^ratebook: invalid_dataset: /);
  });

  it('refuses an option the command does not use, a repeated one, and a mistyped command', async () => {
    for (const args of [
      ['convert', '1', 'USD', 'EUR', '--base', 'GBP'],
      ['rates', '--base', 'EUR', '--base', 'GBP'],
      ['rates', '--locale', 'de'],
      ['convrt', '1', 'USD', 'EUR'],
    ]) {
      const result = await run(...args, '--data', fixture);
      expect(result.status).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr).toMatch(/^ratebook: invalid_parameter: /);
    }
  });

  it("prints a command's own help, and the crypto subcommands for ratebook crypto", async () => {
    const help = await run('help', 'convert');
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^Usage: ratebook convert <amount> <from> <to>/);
    expect((await run('convert', '--help')).stdout).toBe(help.stdout);
    expect((await run('crypto')).stdout).toMatch(/crypto rates[\s\S]*crypto convert[\s\S]*crypto currencies/);
  });

  it('converts a negative amount', async () => {
    expect(JSON.parse((await run('convert', '-5', 'USD', 'EUR', '--data', fixture)).stdout).result).toBe(-4.65);
    expect(JSON.parse((await run('convert', '--data', fixture, '--', '-5', 'USD', 'EUR')).stdout).result).toBe(-4.65);
  });

  it('imports the ECB history zip into a dataset file that the other commands read', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ratebook-import-'));
    try {
      const out = join(dir, 'ecb.json');
      const zip = fileURLToPath(new URL('../fixtures/ecb/eurofxref-hist.zip', import.meta.url));
      const imported = await run('import', 'ecb-csv', zip, '--out', out);
      expect(imported.status).toBe(0);
      expect(imported.stdout).toMatch(/^wrote .*ecb\.json: 6983 snapshots 1999-01-04 to 2026-04-13, 42 fiat, 0 crypto, pivot EUR/);
      // One summary line by kind, not one line per warning.
      expect(imported.stderr.trim().split('\n')).toHaveLength(1);
      expect(imported.stderr).toMatch(/^ratebook: warning: \d+ warnings: .*\d+ code_disappears/);
      const verbose = await run('import', 'ecb-csv', zip, '--out', out, '--verbose');
      expect(verbose.stderr).toMatch(/^ratebook: warning: code_disappears: /m);
      expect(verbose.stderr.trim().split('\n').length).toBeGreaterThan(1);
      const quiet = await run('import', 'ecb-csv', zip, '--out', out, '--quiet');
      expect([quiet.status, quiet.stderr]).toEqual([0, '']);
      const saturday = JSON.parse((await run('history', '2005-06-04', '--base', 'EUR', '--data', out)).stdout);
      expect(saturday.date).toBe('2005-06-03');
      const csv = readFileSync(out, 'utf8');
      expect(JSON.parse(csv).pivot).toBe('EUR');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reports an output path it cannot write as invalid_parameter, leaving nothing behind', async () => {
    const xml = fileURLToPath(new URL('../fixtures/ecb/eurofxref-daily.xml', import.meta.url));
    const result = await run('import', 'ecb-xml', xml, '--out', '/nonexistent-dir/out.json');
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^ratebook: invalid_parameter: cannot write \/nonexistent-dir\/out\.json: ENOENT/);
  });

  it('refuses a broken feed without writing anything', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ratebook-import-'));
    try {
      const out = join(dir, 'bad.json');
      const bad = await run('import', 'oxr', fixture, '--out', out);
      expect(bad.status).toBe(1);
      expect(bad.stderr).toMatch(/^ratebook: invalid_feed: /);
      expect(existsSync(out)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('words of the CLI', () => {
  it('prints rates and crypto rates as CSV, and refuses --csv with --table', async () => {
    const fiat = await run('rates', '--csv', '--symbols', 'EUR,GBP');
    expect(fiat.status).toBe(0);
    expect(
      fiat.stdout
        .trim()
        .split('\n')
        .map((line) => line.split(',')[0]),
    ).toEqual(['code', 'EUR', 'GBP']);
    const crypto = await run('crypto', 'rates', '--csv', '--symbols', 'BTC,ETH');
    expect(crypto.status).toBe(0);
    expect(
      crypto.stdout
        .trim()
        .split('\n')
        .map((line) => line.split(',')[0]),
    ).toEqual(['code', 'BTC', 'ETH']);
    const both = await run('rates', '--csv', '--table');
    expect([both.status, both.stderr.split(':')[1]?.trim()]).toEqual([1, 'invalid_parameter']);
  });

  it('ends quietly, exit 0, when its reader closes the pipe early (ratebook timeseries ... --csv | head -1)', async () => {
    const child = spawn(process.execPath, [cli, 'timeseries', '2020-01-01', '--csv']);
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    // The first chunk read, the reader goes away, as head does, while the program has more to write.
    child.stdout.once('data', () => child.stdout.destroy());
    const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
    expect(stderr).not.toMatch(/EPIPE|Error/);
    expect(code).toBe(0);
  });

  it('names CLI commands in errors, never HTTP paths', async () => {
    for (const args of [
      ['crypto', 'rates', '--symbols', 'EUR'],
      ['crypto', 'convert', '1', 'USD', 'EUR'],
      ['rates', '--base', 'BTC'],
    ]) {
      const res = await run(...args);
      expect(res.status).toBe(1);
      expect(res.stderr).not.toContain('/v1/');
    }
  });

  /** The `ratebook ...` example lines of a command's help as printed (every line of an "Examples:" block too). */
  const help = (command: (typeof COMMANDS)[number]) => renderHelp(command.words, COMMANDS);
  const examples = (command: (typeof COMMANDS)[number]) =>
    help(command)
      .split('\n')
      .map((line) => /^(?:Examples?:)?\s*ratebook (.*)$/.exec(line)?.[1])
      .filter((line): line is string => line !== undefined);

  // serve, fetch, import, publish and status need files, a network or a server of their own (ledger's run in
  // test/cli/ledger.test.ts, publish's in test/cli/live.test.ts).
  const data = COMMANDS.filter((c) => !['serve', 'mcp', 'fetch', 'import', 'publish', 'status', 'help', 'ledger'].includes(c.words[0]!));

  // The examples run in this process (runCli, what dist/cli.js calls): 21 more processes of the program
  // would test its start-up again, which the tests above do, at a second of CPU each.
  const inProcess = (args: string[]) => runCli(args, { stdout: () => undefined, stderr: () => undefined });

  it("gives in each data command's help examples that the command runs", async () => {
    let count = 0;
    for (const command of data) {
      for (const example of examples(command)) {
        expect([example, await inProcess(example.split(' '))]).toEqual([example, 0]);
        count++;
      }
    }
    // Every data command has one at least, and each line of an "Examples:" block counts.
    expect(data.every((command) => examples(command).length > 0)).toBe(true);
    expect(count).toBe(15);
  });

  it('suggests in each --symbols help only codes that the command takes with its default base', async () => {
    let count = 0;
    for (const command of data) {
      const suggested = /--symbols <CODES>\s+.*?such as ([A-Z,]+)/.exec(help(command))?.[1];
      if (suggested === undefined) continue;
      // The example's positional arguments (a date, a range), without its options.
      const example = examples(command)[0]!.split(' ');
      const positional = example.slice(
        0,
        example.findIndex((word) => word.startsWith('--')),
      );
      const args = [...positional, '--symbols', suggested];
      expect([args.join(' '), await inProcess(args)]).toEqual([args.join(' '), 0]);
      count++;
    }
    expect(count).toBe(6); // rates, history, timeseries, and their crypto counterparts
  });
});
