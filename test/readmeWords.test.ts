// What the README says about the embedded data and what `ratebook serve` answers must stay true:
// - every `curl 'http://localhost:8787/...'` in the README followed by `# ...` output lines is sent to a
//   real `ratebook serve` on the embedded data (the command a reader runs), and the answer must be the
//   output text exactly (the comment lines joined);
// - the coverage sentence (snapshots, days, per year, gaps over a week, the longest gap) is recomputed
//   from data/dataset.json.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const KEY = 'live_readme_words_key_0123456789';
let child: ChildProcessWithoutNullStreams | undefined;

afterAll(() => {
  child?.kill('SIGTERM');
});

interface Example {
  readonly path: string;
  readonly output: string;
  readonly line: number;
}

/** Each README curl to localhost:8787 with the `# ` lines after it, joined. */
function curlExamples(markdown: string): Example[] {
  const lines = markdown.split('\n');
  const examples: Example[] = [];
  lines.forEach((line, i) => {
    const m = /curl .*'http:\/\/localhost:8787(\/[^']+)'/.exec(line);
    if (!m) return;
    let output = '';
    for (let j = i + 1; j < lines.length && /^\s*#/.test(lines[j]!); j++) output += lines[j]!.replace(/^\s*#\s*/, '');
    if (output !== '') examples.push({ path: m[1]!, output, line: i + 1 });
  });
  return examples;
}

/** Starts `ratebook serve --port 0` with the key from RATEBOOK_KEY and resolves with its base URL. */
function startServe(): Promise<string> {
  child = spawn(process.execPath, [cli, 'serve', '--port', '0'], { env: { ...process.env, RATEBOOK_KEY: KEY } });
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      const m = /http:\/\/127\.0\.0\.1:\d+/.exec(text);
      if (m) resolve(m[0]);
    };
    child!.stdout.on('data', onData);
    child!.stderr.on('data', onData);
    child!.on('exit', (code) => reject(new Error(`ratebook serve exited (${code}): ${text}`)));
  });
}

describe('README words', () => {
  it('each curl output is what `ratebook serve` answers on the embedded data', async () => {
    const examples = curlExamples(readme);
    expect(examples.length).toBeGreaterThanOrEqual(4);
    const base = await startServe();
    for (const example of examples) {
      const res = await fetch(base + example.path, { headers: { authorization: `Bearer ${KEY}` } });
      expect(`README.md:${example.line} ${await res.text()}`).toBe(`README.md:${example.line} ${example.output}`);
    }
  }, 60_000);

  it('the count of HTTP conformance cases is the length of the table', async () => {
    // The table imports the built package: a module path the typechecker does not follow.
    const table = new URL('./runtimes/conformance.mjs', import.meta.url).href;
    const { CASES } = (await import(table)) as { CASES: unknown[] };
    expect(readme.replace(/\s+/g, ' ')).toContain(`a table of ${CASES.length} HTTP conformance cases`);
  });

  it('the coverage sentence matches data/dataset.json', () => {
    const { snapshots } = JSON.parse(readFileSync(new URL('../data/dataset.json', import.meta.url), 'utf8')) as { snapshots: { date: string }[] };
    const day = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
    const dates = snapshots.map((s) => s.date);
    const gaps = dates.slice(1).map((date, i) => ({ days: day(date) - day(dates[i]!), from: dates[i]!, to: date }));
    const longest = gaps.reduce((a, b) => (b.days > a.days ? b : a));
    const inYear = (year: string) => dates.filter((d) => d.startsWith(year)).length;
    const span = day(dates.at(-1)!) - day(dates[0]!) + 1;
    const sentence = readme.replace(/\s+/g, ' ');
    expect(sentence).toContain(`**${dates.length} snapshots over ${span} days** (${dates[0]} to ${dates.at(-1)})`);
    expect(sentence).toContain(`${inYear('2024')} in 2024, ${inYear('2025')} of the 365 days of 2025, ${inYear('2026')} in 2026`);
    expect(sentence).toContain(
      `${gaps.filter((g) => g.days > 7).length} gaps of more than a week, the longest ${longest.days} days (${longest.from} to ${longest.to})`,
    );
  });
});
