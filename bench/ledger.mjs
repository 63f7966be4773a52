// `ratebook ledger` end to end (the built program, dist/cli.js, as a child process): rows/s over
// several runs of a clean and a damaged 100,000-row file (a stray quote on line 3, a short row and
// a formula cell every 1,000 rows: 101 rows reported), and the peak resident memory of a 1,000,000-row file. The files
// are generated in a temporary folder and removed afterwards. Run `npm run build:js` first.
// Usage: node bench/ledger.mjs [--runs N] [--rows N] [--big N]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const RUNS = arg('runs', 5);
const ROWS = arg('rows', 100_000);
const BIG = arg('big', 1_000_000);
const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const CODES = ['USD', 'JPY', 'GBP', 'CHF', 'SEK', 'PLN', 'CZK', 'CAD', 'AUD', 'EUR'];
// Prints the child's peak RSS (kB on Linux) on stderr when it exits.
const RSS = `data:text/javascript,process.on('exit',()=>process.stderr.write('maxrss '+process.resourceUsage().maxRSS+'\\n'))`;

function ledger(rows, damaged) {
  const lines = ['invoice,amount,currency,date,memo'];
  for (let i = 0; i < rows; i++) {
    const day = new Date(Date.UTC(2024, 3, 1) + (i % 700) * 86_400_000).toISOString().slice(0, 10);
    const memo = i % 10 === 0 ? '"paid, in part"' : 'paid';
    lines.push(`INV-${i},${(i % 9973) + 0.01 * (i % 100)},${CODES[i % CODES.length]},${day},${memo}`);
  }
  if (damaged) {
    lines[3] = `"${lines[3]}`;
    for (let i = 500; i < lines.length; i += 1_000) lines[i] = lines[i].split(',').slice(0, 4).join(',');
    for (let i = 700; i < lines.length; i += 1_000) lines[i] = lines[i].replace(/,paid$/, ',"=HYPERLINK(""x"")"');
  }
  return `${lines.join('\n')}\n`;
}

function run(input, out) {
  const started = process.hrtime.bigint();
  const child = spawnSync(process.execPath, ['--import', RSS, CLI, 'ledger', input, '--to', 'EUR', '--round', 'minor', '--out', out], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (child.status !== 0 && child.status !== 1) throw new Error(`ledger exited ${child.status}: ${child.stderr.slice(0, 500)}`);
  const rss = Number(/maxrss (\d+)/.exec(child.stderr)?.[1] ?? NaN);
  const reported = child.stderr.split('\n').filter((line) => /^ratebook: line \d+:/.test(line)).length;
  return { seconds, rss, reported };
}

const dir = mkdtempSync(join(tmpdir(), 'ratebook-bench-ledger-'));
try {
  for (const [name, damaged] of [
    ['clean', false],
    ['damaged', true],
  ]) {
    const input = join(dir, `${name}.csv`);
    writeFileSync(input, ledger(ROWS, damaged));
    const results = Array.from({ length: RUNS }, () => run(input, join(dir, `${name}-out.csv`)));
    const rates = results.map((r) => ROWS / r.seconds).sort((a, b) => a - b);
    const fmt = (n) => Math.round(n).toLocaleString('en');
    console.log(
      `ledger ${name} ${ROWS.toLocaleString('en')} rows, ${RUNS} runs: rows/s min ${fmt(rates[0])}, median ${fmt(rates[Math.floor(RUNS / 2)])}, max ${fmt(rates.at(-1))}; rows reported ${results[0].reported}`,
    );
  }
  const big = join(dir, 'big.csv');
  writeFileSync(big, ledger(BIG, false));
  const { seconds, rss } = run(big, join(dir, 'big-out.csv'));
  console.log(`ledger ${BIG.toLocaleString('en')} rows: ${seconds.toFixed(1)} s, peak RSS ${(rss / 1024).toFixed(0)} MiB`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
