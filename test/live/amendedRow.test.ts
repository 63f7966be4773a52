import { describe, expect, it } from 'vitest';
import { datasetAsOf } from '../../src/dataset/datasetAsOf.js';
import { extendDataset } from '../../src/dataset/extendDataset.js';
import { history, loadDataset } from '../../src/index.js';
import { amendedRow } from '../../src/live/round/amendedRow.js';
import { signatureFault } from '../../src/live/sign/signedText.js';
import { datasetText } from '../../src/live/store/datasetText.js';
import { NOW, small, smallFile } from '../fixtures/load.js';
import { hmacSigned, SECRET } from './stored.js';

// A live round that captures the newest date again later (a source amended its figures for the
// day): the row takes the newest's place, and every figure it changes is a new version.
const newest = smallFile().snapshots.at(-1)!;
const FIRST = newest.updated_at; // 2024-04-15T16:00:00.123Z
const LATER = '2024-04-15T18:30:00Z';
const EVEN_LATER = '2024-04-15T21:00:00Z';
const amend = (rates: Record<number, number | string | null>, at: string) => ({
  date: newest.date,
  updated_at: at,
  rates: newest.rates.map((r, i) => (i in rates ? rates[i]! : r)),
});

describe('amendedRow (a live round amends the newest date)', () => {
  it('keeps the replaced figures as earlier versions, the row published when the newest was', () => {
    // EUR 0.93 -> 0.931 and ETH 0.00032 -> 0.000321; the other values unchanged.
    const row = amendedRow(small, amend({ 0: 0.931, 7: 0.000321 }, LATER));
    expect(row.published_at).toBe(FIRST);
    expect(row.versions).toEqual({
      EUR: [
        [FIRST, 0.93],
        [LATER, 0.931],
      ],
      ETH: [
        [FIRST, 0.00032],
        [LATER, 0.000321],
      ],
    });
    const next = extendDataset(small, row);
    expect(next.snapshots).toHaveLength(small.snapshots.length);
    const S = { numbers: 'string', now: NOW } as const;
    expect(history(next, { date: newest.date, base: 'USD', symbols: 'EUR' }, S).rates).toEqual({ EUR: '0.931' });
    expect(history(next, { date: newest.date, base: 'USD', symbols: 'EUR' }, { ...S, asOf: '2024-04-15T18:00:00Z' }).rates).toEqual({ EUR: '0.93' });
    // The values that did not change are as they were, at either instant.
    expect(datasetAsOf(next, '2024-04-15T18:00:00Z').snapshots.at(-1)!.values[3]).toBe(154);
  });

  it('a third capture adds a third version, and a code first quoted by it exists only from then', () => {
    const once = extendDataset(small, amendedRow(small, amend({ 0: 0.931 }, LATER)));
    const withoutEth = loadDataset({
      ...smallFile(),
      snapshots: smallFile().snapshots.map((s, i) => (i === 2 ? { ...s, rates: s.rates.map((r, c) => (c === 7 ? null : r)) } : s)),
    });
    const twice = amendedRow(once, amend({ 0: 0.932 }, EVEN_LATER));
    expect(twice.versions!.EUR).toEqual([
      [FIRST, 0.93],
      [LATER, 0.931],
      [EVEN_LATER, 0.932],
    ]);
    const added = amendedRow(withoutEth, amend({}, LATER));
    expect(added.versions).toEqual({ ETH: [[LATER, 0.00032]] });
    const next = extendDataset(withoutEth, added);
    expect(datasetAsOf(next, '2024-04-15T17:00:00Z').snapshots.at(-1)!.values[7]).toBeNaN();
  });

  it('a row of a later date is left as it is', () => {
    const row = { date: '2024-04-16', updated_at: '2024-04-16T16:00:00Z', rates: newest.rates };
    expect(amendedRow(small, row)).toBe(row);
  });

  it("the store's text carries the versions, and its signature covers them", async () => {
    const next = extendDataset(small, amendedRow(small, amend({ 0: 0.931 }, LATER)));
    const text = datasetText(next, small);
    expect(
      loadDataset(text)
        .snapshots.at(-1)!
        .versions?.get(0)
        ?.map((v) => v.value),
    ).toEqual([0.93, 0.931]);
    const signed = await hmacSigned(text, SECRET);
    const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(SECRET), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    const verifier = { alg: 'HMAC-SHA-256' as const, key: async () => key };
    expect(await signatureFault(signed, verifier)).toBeUndefined();
    // An earlier version rewritten (what was known before the amendment) breaks the signature.
    expect(await signatureFault(signed.replace(`["${FIRST}",0.93]`, `["${FIRST}",0.95]`), verifier)).toBe('invalid');
  });
});
