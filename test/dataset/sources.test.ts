import { describe, expect, it } from 'vitest';
import { defaultDataset } from '../../src/data.js';
import { embedDataset } from '../../src/dataset/embedDataset.js';
import { loadEmbeddedDataset } from '../../src/dataset/loadEmbeddedDataset.js';
import { loadDataset, RatebookError } from '../../src/index.js';
import { smallFile } from '../fixtures/load.js';

function invalidPath(value: unknown): string {
  try {
    loadDataset(value);
  } catch (error) {
    expect(error).toBeInstanceOf(RatebookError);
    expect((error as RatebookError).code).toBe('invalid_dataset');
    return (error as RatebookError).message.split(':')[0]!;
  }
  throw new Error('expected invalid_dataset');
}

describe('snapshot sources', () => {
  it('keeps the optional sources of a snapshot row, frozen, and leaves rows without them as they were', () => {
    const file = smallFile();
    file.snapshots[0]!.sources = [{ name: 'nbp', table: '041/A/NBP/2026' }];
    const ds = loadDataset(file);
    expect(ds.snapshots[0]!.sources).toEqual([{ name: 'nbp', table: '041/A/NBP/2026' }]);
    expect(Object.isFrozen(ds.snapshots[0]!.sources)).toBe(true);
    expect(ds.snapshots[1]!.sources).toBeUndefined();
  });

  it('stays strict: a malformed source is invalid_dataset at its path', () => {
    const bad: unknown[] = [{}, { name: '' }, { name: 'x', url: 'y' }, { name: 'x', table: 7 }, 'nbp', { name: 'x'.repeat(201) }];
    for (const source of bad) {
      const file = smallFile();
      (file.snapshots[1] as { sources?: unknown }).sources = [source];
      expect(invalidPath(file)).toMatch(/^dataset\.snapshots\[1\]\.sources\[0\]|^snapshots\[1\]\.sources\[0\]/);
    }
    const many = smallFile();
    many.snapshots[0]!.sources = Array.from({ length: 33 }, () => ({ name: 'x' }));
    expect(invalidPath(many)).toContain('snapshots[0].sources');
    const proto = JSON.parse(JSON.stringify(smallFile()).replace('"rates":', '"sources":[{"name":"x","__proto__":{}}],"rates":')) as unknown;
    expect(invalidPath(proto)).toContain('snapshots[0].sources[0].__proto__');
  });

  it('carries sources through the embedded form, and gives rows without them the loader default', () => {
    const file = smallFile();
    file.snapshots[2]!.sources = [{ name: 'ecb' }];
    const embedded = loadEmbeddedDataset(embedDataset(JSON.stringify(file)), { sources: (date) => [{ name: `default@${date}` }] });
    expect(embedded.snapshots[2]!.sources).toEqual([{ name: 'ecb' }]);
    expect(embedded.snapshots[0]!.sources).toEqual([{ name: `default@${file.snapshots[0]!.date}` }]);
  });

  it('names the upstream version of every embedded snapshot', () => {
    expect(defaultDataset.snapshots[0]!.sources).toEqual([{ name: '@fawazahmed0/currency-api@2024.3.2' }]);
  });
});
