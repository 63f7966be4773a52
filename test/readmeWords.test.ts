// What the documents say `ratebook serve` answers must stay true: every
// `curl 'http://localhost:8787/...'` in the README or a guide of docs/ followed by `# ...` output lines
// is sent to a real `ratebook serve` on the embedded data (the command a reader runs), and the answer
// must be the output text exactly (the comment lines joined). (Figures about the data, such as its
// coverage, are not copied into prose: data/README.md's "Dataset at a glance" is generated.)
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const documents = [
  'README.md',
  ...readdirSync(new URL('../docs/', import.meta.url))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
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
  readonly document: string;
}

/** Each documented curl to localhost:8787 with the `# ` lines after it, joined. */
function curlExamples(document: string, markdown: string): Example[] {
  const lines = markdown.split('\n');
  const examples: Example[] = [];
  lines.forEach((line, i) => {
    const m = /curl .*'http:\/\/localhost:8787(\/[^']+)'/.exec(line);
    if (!m) return;
    let output = '';
    for (let j = i + 1; j < lines.length && /^\s*#/.test(lines[j]!); j++) output += lines[j]!.replace(/^\s*#\s*/, '');
    if (output !== '') examples.push({ path: m[1]!, output, line: i + 1, document });
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

describe('the words of README.md and docs/*.md', () => {
  it('each curl output is what `ratebook serve` answers on the embedded data', async () => {
    const examples = documents.flatMap((document) => curlExamples(document, readFileSync(new URL(`../${document}`, import.meta.url), 'utf8')));
    expect(examples.length).toBeGreaterThanOrEqual(4);
    const base = await startServe();
    for (const example of examples) {
      const res = await fetch(base + example.path, { headers: { authorization: `Bearer ${KEY}` } });
      const at = `${example.document}:${example.line}`;
      expect(`${at} ${await res.text()}`).toBe(`${at} ${example.output}`);
    }
  }, 60_000);
});
