import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// ratebook/live runs in Node, Bun, Deno and Workers: its sources use Web APIs only.
describe('ratebook/live', () => {
  it('imports no node: module and touches no process', () => {
    const dir = new URL('../../src/live/', import.meta.url);
    const files = (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const text = readFileSync(new URL(file, dir), 'utf8');
      expect(text, file).not.toMatch(/from ['"]node:|require\(|\bprocess\./);
    }
  });
});
