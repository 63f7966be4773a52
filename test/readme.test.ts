// The README's TypeScript cannot drift from the package: every ```ts block is a complete module.
//
// - Type-checked: each block becomes its own file in a temporary project, and all of them are checked
//   in one program with the TypeScript compiler API under strict, module and moduleResolution
//   "nodenext", skipLibCheck, as a user's project would be. `ratebook`, `ratebook/http`, ... resolve
//   through the package's own "exports" to the BUILT dist/ (node_modules/ratebook in the temporary
//   project links to this repository; `npm test` builds before vitest runs, and a missing build
//   fails here). Every other package links to this repository's node_modules, so a block may import
//   what the project has installed (vitest, fast-check, big.js, hono, ioredis). The only globals
//   added are `Bun.serve` and `Deno.serve`/`Deno.env` (RUNTIME_GLOBALS), for the blocks that show
//   those runtimes.
// - Run: every block that imports nothing but `ratebook` entries, `node:` built-ins and big.js is compiled
//   to JavaScript and run with node (RATEBOOK_KEY set to a valid key), and must exit 0. A block that
//   cannot run here (it starts a server, needs the network or a file of yours, or is for another
//   runtime) says so in an HTML comment on the line before its fence, `<!-- not run: reason -->`,
//   which the rendered README does not show. Blocks importing other packages are type-checked only
//   (the testing example is run by test/testing/userPropertyTest.test.ts).
// - Links: every relative link in the README resolves to a file in the published package
//   (`npm pack --dry-run`), so nothing points into the repository's surroundings such as the workplace's shared data.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;
const readme = readFileSync(join(root, 'README.md'), 'utf8');

interface Block {
  /** The line of the opening fence, from 1. */
  readonly line: number;
  readonly code: string;
  /** Why the block is not run, when the line before the fence says `<!-- not run: ... -->`. */
  readonly notRun: string | undefined;
}

function tsBlocks(markdown: string): Block[] {
  const lines = markdown.split('\n');
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!/^```(ts|typescript)\s*$/.test(lines[i]!)) continue;
    const end = lines.findIndex((line, j) => j > i && /^```\s*$/.test(line));
    if (end === -1) throw new Error(`README.md:${i + 1}: a \`\`\`ts block is never closed`);
    const note = /^<!--\s*not run:\s*(.*?)\s*-->$/.exec(lines[i - 1] ?? '');
    blocks.push({ line: i + 1, code: lines.slice(i + 1, end).join('\n'), notRun: note ? note[1] : undefined });
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

const blocks = tsBlocks(readme);
const fileOf = (block: Block) => `readme-line-${block.line}.ts`;
const importsOf = (code: string) => [...code.matchAll(/^\s*(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
// big.js is ratebook's own dependency, so a block that recomputes a receipt with it runs too.
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

describe('README.md', () => {
  it('has TypeScript blocks to check', () => {
    expect(blocks.length).toBeGreaterThan(5);
  });

  it('every ```ts block type-checks as a module under strict and nodenext against the built package', () => {
    const files = [join(project, 'runtime-globals.d.ts'), ...blocks.map((block) => join(project, fileOf(block)))];
    const program = ts.createProgram(files, { ...compilerOptions, typeRoots: [join(project, 'node_modules/@types')] });
    const problems = ts.getPreEmitDiagnostics(program).map((d) => {
      const text = ts.flattenDiagnosticMessageText(d.messageText, '\n');
      if (!d.file) return text;
      const { line } = d.file.getLineAndCharacterOfPosition(d.start ?? 0);
      const block = /readme-line-(\d+)\.ts$/.exec(d.file.fileName);
      // Reported at the README's own line numbers, where a reader fixes them.
      return block ? `README.md:${Number(block[1]) + 1 + line}: ${text}` : `${d.file.fileName}:${line + 1}: ${text}`;
    });
    expect(problems).toEqual([]);
  }, 120_000);

  it('every block that imports only ratebook, node: and big.js runs under node, unless it says why not', () => {
    const run = blocks.filter(runnable);
    const noNetwork = join(project, 'no-network.mjs');
    writeFileSync(
      noNetwork,
      // biome-ignore lint/suspicious/noTemplateCurlyInString: JavaScript source text with a template literal in it
      'globalThis.fetch = async (input) => { throw new Error(`README blocks may not fetch (${String(input).slice(0, 80)}); mark the block <!-- not run: ... -->`); };\n',
    );
    expect(run.length).toBeGreaterThan(3);
    for (const block of blocks) if (block.notRun !== undefined) expect(block.notRun, `README.md:${block.line}`).not.toBe('');
    const failures: string[] = [];
    for (const block of run) {
      const js = ts.transpileModule(block.code, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
      const file = join(project, fileOf(block).replace(/\.ts$/, '.mjs'));
      writeFileSync(file, js);
      try {
        // No block may reach the network, even one that forgot its not-run note: fetch is refused.
        execFileSync(process.execPath, ['--import', noNetwork, file], {
          cwd: project,
          env: { ...process.env, RATEBOOK_KEY: 'live_readme_test_key' },
          stdio: ['ignore', 'pipe', 'pipe'],
          timeout: 60_000,
        });
      } catch (error) {
        const { stderr } = error as { stderr?: Buffer };
        failures.push(`README.md:${block.line}: ${stderr?.toString().trim() ?? String(error)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('links only to files the published package holds', () => {
    const packed = JSON.parse(
      execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }),
    ) as { files: { path: string }[] }[];
    const shipped = new Set(packed[0]!.files.map((f) => f.path));
    const links = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((href) => !/^[a-z]+:/i.test(href) && !href.startsWith('#'));
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((href) => !shipped.has(href.replace(/^\.\//, '').replace(/#.*$/, '')))).toEqual([]);
  }, 60_000);
});
