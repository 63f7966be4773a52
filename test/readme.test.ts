// The TypeScript of the README and of the guides in docs/ cannot drift from the package: every ```ts
// block is a complete module.
//
// - Type-checked: each block becomes its own file in a temporary project (named after its document
//   and line, so names are unique across documents), and all of them are checked in one program with
//   the TypeScript compiler API under strict, module and moduleResolution "nodenext", skipLibCheck, as
//   a user's project would be. `ratebook`, `ratebook/http`, ... resolve through the package's own
//   "exports" to the BUILT dist/ (node_modules/ratebook in the temporary project links to this
//   repository; `npm test` builds before vitest runs, and a missing build fails here). Every other
//   package links to this repository's node_modules, so a block may import what the project has
//   installed (vitest, fast-check, big.js, hono, ioredis). The only globals added are `Bun.serve` and
//   `Deno.serve`/`Deno.env` (RUNTIME_GLOBALS), for the blocks that show those runtimes.
// - Run: every block that imports nothing but `ratebook` entries, `node:` built-ins and big.js is compiled
//   to JavaScript and run with node (RATEBOOK_KEY set to a valid key), and must exit 0. A block that
//   cannot run here (it starts a server, needs the network or a file of yours, or is for another
//   runtime) says so in an HTML comment on the line before its fence, `<!-- not run: reason -->`,
//   which the rendered document does not show. Blocks importing other packages are type-checked only
//   (the testing examples are run by test/testing/*PropertyTest.test.ts).
// - Links: every relative link resolves, from its document's folder, to a file in the published
//   package (`npm pack --dry-run`: package.json "files" ships docs/*.md for that), so a link works
//   in the repository and in an installed package alike, and nothing points into the repository's
//   surroundings such as the workplace's shared data. A link with an anchor (`#...`, or
//   `file.md#...` to a document checked here or data/README.md) must name a heading of its target.
// - The README is a front door: it starts with the two commands and holds at most 400 lines.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;
/** The README and every guide of docs/ (docs/api/ is generated, and not markdown). */
const documents = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`),
];
const textOf = new Map(documents.map((path) => [path, readFileSync(join(root, path), 'utf8')]));
const readme = textOf.get('README.md')!;

interface Block {
  /** The document, relative to the repository. */
  readonly document: string;
  /** The line of the opening fence, from 1. */
  readonly line: number;
  readonly code: string;
  /** Why the block is not run, when the line before the fence says `<!-- not run: ... -->`. */
  readonly notRun: string | undefined;
}

function tsBlocks(document: string, markdown: string): Block[] {
  const lines = markdown.split('\n');
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!/^```(ts|typescript)\s*$/.test(lines[i]!)) continue;
    const end = lines.findIndex((line, j) => j > i && /^```\s*$/.test(line));
    if (end === -1) throw new Error(`${document}:${i + 1}: a \`\`\`ts block is never closed`);
    const note = /^<!--\s*not run:\s*(.*?)\s*-->$/.exec(lines[i - 1] ?? '');
    blocks.push({ document, line: i + 1, code: lines.slice(i + 1, end).join('\n'), notRun: note ? note[1] : undefined });
    i = end;
  }
  return blocks;
}

const RUNTIME_GLOBALS = `
type FetchLike = (request: Request) => Response | Promise<Response>;
declare const Bun: { serve(options: { port?: number; hostname?: string; fetch: FetchLike }): unknown };
declare const Deno: {
  serve(options: { port?: number; hostname?: string }, handler: FetchLike): unknown;
  env: { get(name: string): string | undefined };
};
`;

const blocks = documents.flatMap((document) => tsBlocks(document, textOf.get(document)!));
/** `README-md-line-12.ts`, `docs-accounting-md-line-40.ts`: unique across documents. */
const fileOf = (block: Block) => `${block.document.replace(/[/.]/g, '-')}-line-${block.line}.ts`;
const where = (block: Block) => `${block.document}:${block.line}`;
const importsOf = (code: string) => [...code.matchAll(/^\s*(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
// big.js, the arithmetic the guides recompute a receipt with (installed by the reader, as the guides say;
// a dev dependency here), so a block that uses it runs too.
const runnable = (block: Block) =>
  block.notRun === undefined && importsOf(block.code).every((s) => s === 'ratebook' || s.startsWith('ratebook/') || s.startsWith('node:') || s === 'big.js');

let project: string;

beforeAll(() => {
  if (!existsSync(join(root, 'dist/index.d.ts'))) throw new Error('dist/ is missing: run `npm run build` first (npm test does)');
  project = mkdtempSync(join(tmpdir(), 'ratebook-readme-'));
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'readme-blocks', private: true, type: 'module' }));
  const modules = join(project, 'node_modules');
  mkdirSync(modules);
  for (const name of readdirSync(join(root, 'node_modules'))) {
    if (name.startsWith('.')) continue;
    symlinkSync(join(root, 'node_modules', name), join(modules, name), 'dir');
  }
  symlinkSync(root, join(modules, 'ratebook'), 'dir');
  writeFileSync(join(project, 'runtime-globals.d.ts'), RUNTIME_GLOBALS);
  for (const block of blocks) writeFileSync(join(project, fileOf(block)), block.code);
});

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

const compilerOptions: ts.CompilerOptions = {
  strict: true,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  moduleDetection: ts.ModuleDetectionKind.Force,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2022.d.ts'],
  types: ['node'],
  skipLibCheck: true,
  noEmit: true,
};

/** GitHub's anchor of a heading: lower case, punctuation other than `-` and `_` dropped, spaces as `-`. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\- ]/gu, '')
    .replace(/ /g, '-');

function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  let fence = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fence = !fence;
    const m = fence ? null : /^#{1,6} (.*)$/.exec(line);
    if (m) anchors.add(slug(m[1]!));
  }
  return anchors;
}

describe('README.md and docs/*.md', () => {
  it('has TypeScript blocks to check, in the README and in the guides, each to its own file', () => {
    expect(blocks.length).toBeGreaterThan(5);
    expect(blocks.filter((block) => block.document === 'README.md').length).toBeGreaterThan(2);
    expect(new Set(blocks.map((block) => block.document)).size).toBeGreaterThan(5);
    expect(new Set(blocks.map(fileOf)).size).toBe(blocks.length);
  });

  it('the README is a front door: the two commands first, at most 400 lines', () => {
    const lines = readme.split('\n');
    expect(lines.slice(0, 3)).toEqual(['# ratebook', '', '```sh']);
    expect(lines[3]).toMatch(/^npm ci && npm run build:js && node dist\/cli\.js convert 100 USD EUR +#/);
    expect(lines[4]).toMatch(/^npm test +#/);
    expect(lines.length).toBeLessThanOrEqual(400);
  });

  it('every ```ts block type-checks as a module under strict and nodenext against the built package', () => {
    const files = [join(project, 'runtime-globals.d.ts'), ...blocks.map((block) => join(project, fileOf(block)))];
    const program = ts.createProgram(files, { ...compilerOptions, typeRoots: [join(project, 'node_modules/@types')] });
    const problems = ts.getPreEmitDiagnostics(program).map((d) => {
      const text = ts.flattenDiagnosticMessageText(d.messageText, '\n');
      if (!d.file) return text;
      const { line } = d.file.getLineAndCharacterOfPosition(d.start ?? 0);
      const block = blocks.find((b) => d.file!.fileName.endsWith(`/${fileOf(b)}`));
      // Reported at the document's own line numbers, where a reader fixes them.
      return block ? `${block.document}:${block.line + 1 + line}: ${text}` : `${d.file.fileName}:${line + 1}: ${text}`;
    });
    expect(problems).toEqual([]);
  }, 120_000);

  it('every block that imports only ratebook, node: and big.js runs under node, unless it says why not', async () => {
    const run = blocks.filter(runnable);
    const noNetwork = join(project, 'no-network.mjs');
    writeFileSync(
      noNetwork,
      // biome-ignore lint/suspicious/noTemplateCurlyInString: JavaScript source text with a template literal in it
      'globalThis.fetch = async (input) => { throw new Error(`documented blocks may not fetch (${String(input).slice(0, 80)}); mark the block <!-- not run: ... -->`); };\n',
    );
    expect(run.length).toBeGreaterThan(3);
    for (const block of blocks) if (block.notRun !== undefined) expect(block.notRun, where(block)).not.toBe('');
    /** Runs one block in a node of its own; resolves to its failure, or undefined. */
    const runBlock = (block: Block) =>
      new Promise<string | undefined>((resolve) => {
        const js = ts.transpileModule(block.code, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
        const file = join(project, fileOf(block).replace(/\.ts$/, '.mjs'));
        writeFileSync(file, js);
        // No block may reach the network, even one that forgot its not-run note: fetch is refused.
        execFile(
          process.execPath,
          ['--import', noNetwork, file],
          { cwd: project, env: { ...process.env, RATEBOOK_KEY: 'live_readme_test_key' }, timeout: 60_000 },
          (error, _stdout, stderr) => resolve(error ? `${where(block)}: ${stderr.trim() || String(error)}` : undefined),
        );
      });
    // Each block is a process of its own, four at a time: one after the other they kept one core
    // busy for 20 s while the other waited (most of a block's time is node's start and the import).
    const failures: (string | undefined)[] = [];
    const queue = run.map((block, i) => [block, i] as const);
    const next = async (): Promise<void> => {
      for (let job = queue.shift(); job !== undefined; job = queue.shift()) failures[job[1]] = await runBlock(job[0]);
    };
    await Promise.all(Array.from({ length: 4 }, next));
    expect(failures.filter((f) => f !== undefined)).toEqual([]);
  }, 120_000);

  it('links only to files the published package holds, and to headings that exist', () => {
    const packed = JSON.parse(
      execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }),
    ) as { files: { path: string }[] }[];
    const shipped = new Set(packed[0]!.files.map((f) => f.path));
    const targets: [string, string][] = [...textOf, ['data/README.md', readFileSync(join(root, 'data/README.md'), 'utf8')]];
    const anchored = new Map(targets.map(([path, text]) => [path, anchorsOf(text)]));
    const broken: string[] = [];
    let relative = 0;
    for (const [document, text] of textOf) {
      for (const [, href] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/i.test(href!)) continue;
        const [path, anchor] = href!.split('#') as [string, string | undefined];
        const target = path === '' ? document : posix.normalize(posix.join(posix.dirname(document), path));
        if (path !== '') relative++;
        if (path !== '' && !shipped.has(target)) broken.push(`${document}: ${href} (${target} is not in the package)`);
        else if (anchor !== undefined && anchored.has(target) && !anchored.get(target)!.has(anchor)) broken.push(`${document}: ${href} (no such heading)`);
      }
    }
    expect(relative).toBeGreaterThan(0);
    expect(broken).toEqual([]);
  }, 60_000);
});
