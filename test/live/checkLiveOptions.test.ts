import { describe, expect, it } from 'vitest';
import { defaultDataset } from '../../src/data.js';
import { createLiveDataset } from '../../src/live/createLiveDataset.js';
import { ecb, feedSource } from '../../src/live/index.js';
import type { LiveSource } from '../../src/live/types.js';

const invalid = (param: string) => expect.objectContaining({ code: 'invalid_parameter', param });

describe('checkLiveOptions', () => {
  it('takes any source a factory of ratebook/live makes, a central bank as well as ecb()', async () => {
    const live = createLiveDataset({ initial: defaultDataset, sources: [ecb(), feedSource('nbp'), feedSource('cnb')], intervalSeconds: 0 });
    expect(live.status().sources.map((s) => s.name)).toEqual(['ecb', 'nbp', 'cnb']);
    await live.stop();
  });

  it('refuses no source, something that is not a source, and two sources of one name', () => {
    expect(() => createLiveDataset({ initial: defaultDataset, sources: [] })).toThrow(invalid('sources'));
    expect(() => createLiveDataset({ initial: defaultDataset, sources: [{ name: 'x', urls: [] } as unknown as LiveSource] })).toThrow(invalid('sources'));
    expect(() => createLiveDataset({ initial: defaultDataset, sources: ['nbp' as unknown as LiveSource] })).toThrow(invalid('sources'));
    expect(() => createLiveDataset({ initial: defaultDataset, sources: [feedSource('nbp'), feedSource('nbp')] })).toThrow(invalid('sources'));
  });
});
