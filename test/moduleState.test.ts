import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 42, "Parse, compute, shape": no module-level mutable state in the core outside its owners,
// src/dataset/datasetIndex.ts (every per-dataset cache) and src/ops/entryRegistry.ts (the rate
// policies, registered once by ratebook/policies). The edges (http, node, live, redis, cli) and the
// importers keep state of their own (a server, a round, a client). The core's older scratch values
// (a function's second result left in a module variable, to avoid an allocation on the hot paths)
// are gone: such a function answers one packed number, or two plain ones, or a small object, and its
// caller keeps them in locals (docs/development.md, "Module state").
const OWNERS = ['src/dataset/datasetIndex.ts', 'src/ops/entryRegistry.ts'];
const EDGES = /^src\/(http|node|live|redis|cli|importers|feeds|testing)\//;
const root = new URL('..', import.meta.url).pathname;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('module-level state of the core', () => {
  it('is a `let` or an exported mutable object only in its owners', () => {
    const found: string[] = [];
    for (const path of files(join(root, 'src'))) {
      const name = relative(root, path);
      if (EDGES.test(name) || OWNERS.includes(name)) continue;
      const lines = readFileSync(path, 'utf8').split('\n');
      lines.forEach((line, i) => {
        const state = /^(export )?let \w+/.exec(line) ?? /^export const \w+(?= = \{)/.exec(line);
        // An object literal ending in `as const` is a constant (readonly to the compiler), not state.
        const end = /as const\b.*;$/.test(line) ? line : (lines.slice(i + 1).find((l) => l.startsWith('}')) ?? '');
        if (state && !(state[0].startsWith('export const') && /as const\b.*;$/.test(end))) found.push(`${name}: ${state[0]}`);
      });
    }
    expect(found.sort()).toEqual([]);
  });
});
