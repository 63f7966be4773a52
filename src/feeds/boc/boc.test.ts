import { describe, expect, it } from 'vitest';
import { loadDataset } from '../../index.js';

import { catalog } from '../../../test/importers/catalog.js';
import { bankFile, bankText, bigOf, datasetValues, expectedRate, feedLocation, HTML_ERROR, utf16 } from '../../../test/importers/banks/recorded.js';
import { bocCalendar, importBoc } from './boc.js';

const options = { metadata: catalog };

interface Valet {
  seriesDetail: Record<string, unknown>;
  observations: Record<string, { v?: string } | string>[];
}

describe('importBoc', () => {
  const text = bankText('boc/boc-1.json');
  const doc = JSON.parse(text) as Valet;
  // A plain walk of the observations: every key but `d` is one value of one series.
  const raw = doc.observations.flatMap((o) =>
    Object.entries(o)
      .filter(([key]) => key !== 'd')
      .map(([series, cell]) => ({ date: o.d as string, code: series.slice(2, 5), v: (cell as { v: string }).v })),
  );
  const result = importBoc(bankFile('boc/boc-1.json'), options);

  it('reads every value: as many (date, code) values as the observations hold', () => {
    expect(raw.length).toBe(text.match(/"v": "/g)!.length);
    expect(datasetValues(result.dataset).size).toBe(raw.length);
  });

  it('stores each value as units per CAD: 1 / v, rounded once to 12 significant digits where it does not terminate', () => {
    const values = datasetValues(result.dataset);
    for (const { date, code, v } of raw) expect(bigOf(values.get(`${date} ${code}`)!).eq(expectedRate(v, '1', true)), `${date} ${code} ${v}`).toBe(true);
    expect(result.dataset.pivot).toBe('CAD');
  });

  it('reports the series the group lists but never observes', () => {
    const listed = Object.keys(doc.seriesDetail).filter((s) => !raw.some((r) => `FX${r.code}CAD` === s));
    expect(listed.length).toBeGreaterThan(0);
    for (const series of listed) expect(result.warnings).toContainEqual(expect.objectContaining({ kind: 'never_quoted', code: series.slice(2, 5) }));
  });

  it('records the provider, dates each snapshot at 16:30 Eastern, and loads', () => {
    expect(Object.keys(result.provenance)).toEqual(doc.observations.map((o) => o.d));
    expect(result.provenance['2026-03-12']).toEqual([{ provider: 'boc' }]);
    expect(result.dataset.snapshots[0]!.updated_at).toBe('2026-03-12T20:30:00Z'); // EDT since 8 March
    expect(bocCalendar.publishes).toBe('16:30');
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });
});

describe('importBoc refuses', () => {
  const text = bankText('boc/boc-1.json');
  const doc = JSON.parse(text) as Valet;
  const run = (input: unknown) => () => importBoc(input as string, options);

  it('a truncated document', () => {
    const cut = text.slice(0, 9000);
    expect(feedLocation(run(cut))).toBe(`line ${cut.split('\n').length}, column ${cut.length - cut.lastIndexOf('\n')}`);
  });

  it('a document in the wrong encoding', () => {
    expect(feedLocation(run(utf16(text)))).toBe('line 1, column 1');
  });

  it('a missing field', () => {
    const noValue = structuredClone(doc);
    delete (noValue.observations[2]!.FXUSDCAD as { v?: string }).v;
    expect(feedLocation(run(noValue))).toBe('observations[2].FXUSDCAD.v');
    const noDate = structuredClone(doc);
    delete noDate.observations[1]!.d;
    expect(feedLocation(run(JSON.stringify(noDate)))).toBe('observations[1].d');
  });

  it('a duplicated date', () => {
    const copy = structuredClone(doc);
    copy.observations[3]!.d = copy.observations[2]!.d!;
    expect(feedLocation(run(copy))).toBe('observations[3].d');
  });

  it('a value that is not a plain decimal, and a series outside the group', () => {
    const comma = structuredClone(doc);
    comma.observations[0]!.FXEURCAD = { v: '1,5693' };
    expect(feedLocation(run(comma))).toBe('observations[0].FXEURCAD.v');
    const stray = structuredClone(doc);
    stray.observations[4]!.FXXAUCAD = { v: '4000' };
    expect(feedLocation(run(stray))).toBe('observations[4].FXXAUCAD');
  });

  it('an HTML error page', () => {
    expect(feedLocation(run(HTML_ERROR))).toBe('line 1, column 1');
  });
});
