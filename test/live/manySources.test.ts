import type Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { rates } from '../../src/index.js';
import { createLiveDataset } from '../../src/live/createLiveDataset.js';
import type { LiveError } from '../../src/live/types.js';
import { embeddedBefore } from './helpers.js';
import { DATE, SOURCES, votesOf } from './manySourcesDocuments.js';
// Receipts (explain: true) load when their entry is imported (ratebook/receipts).
import '../../src/receipts/index.js';

// Consensus with many sources (issue 32, item 5): ONE live round with `combine: 'median'` over the
// recorded documents of 2026-03-20, the date most recorded documents end on (seven banks; the
// ECB's fix of that day from its recorded history, in the daily format). The Banca d'Italia's
// documents end on 2026-02-11, a date no other recorded document ends on, so it cannot vote in the
// same round. Each request is answered, by host, with its bank's recorded bytes. The served value of
// every code at least three independent sources quote must be the median of their votes, computed
// here apart from the library: each document in its own terms (units per its home currency),
// rebased with big.js through its own USD quote, rounded to 12 significant digits as the dataset
// stores a quotient; for an even count the lower middle (one source's own quote).

async function medianRound() {
  const hosts = new Map(Object.values(SOURCES).map((s) => [s.host, s]));
  const asked: string[] = [];
  const fetch: typeof globalThis.fetch = async (input) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    asked.push(url.href);
    const doc = hosts.get(url.hostname);
    if (!doc) return new Response('not recorded', { status: 404 });
    return new Response(typeof doc.body === 'string' ? doc.body : doc.body.slice(), { status: 200, headers: { 'content-type': doc.type } });
  };
  const errors: LiveError[] = [];
  const warnings: LiveError[] = [];
  const live = createLiveDataset({
    initial: embeddedBefore(DATE),
    sources: Object.values(SOURCES).map((s) => s.source()),
    combine: 'median',
    intervalSeconds: 0,
    retries: 0,
    fetch,
    now: () => new Date(`${DATE}T23:00:00Z`),
    onError: (e) => errors.push(e),
    onWarning: (w) => warnings.push(w),
  });
  try {
    await live.refresh();
    return { ds: live.dataset(), status: live.status(), errors, warnings, asked };
  } finally {
    await live.stop();
  }
}

describe(`consensus over many official sources (the recorded documents of ${DATE})`, () => {
  it('serves, for each code three or more independent sources quote, the median of their own quotes, and names them', async () => {
    const { ds, status, errors, asked } = await medianRound();
    expect(asked.length).toBeGreaterThanOrEqual(8);
    expect(errors.filter((e) => !['withheld', 'level_change', 'unknown_code'].includes(e.code)).map((e) => `${e.code} ${e.message}`)).toEqual([]);
    const newest = ds.snapshots.at(-1)!;
    expect(newest.date).toBe(DATE);
    const byCode = new Map<string, { source: string; vote: Big }[]>();
    for (const name of Object.keys(SOURCES)) for (const [code, vote] of votesOf(name)) byCode.set(code, [...(byCode.get(code) ?? []), { source: name, vote }]);
    const withheld = new Set(Object.values(status.withheld.rules).flat());
    const checked: string[] = [];
    for (const [code, votes] of [...byCode].sort(([a], [b]) => (a < b ? -1 : 1))) {
      if (votes.length < 3 || !ds.columns.has(code) || withheld.has(code)) continue;
      const sorted = [...votes].sort((a, b) => a.vote.cmp(b.vote));
      const median = sorted[(sorted.length - 1) >> 1]!;
      const served = newest.values[ds.columns.get(code)!]!;
      expect(served, `${code}: ${votes.map((v) => `${v.source} ${v.vote}`).join(', ')}`).toBe(median.vote.toNumber());
      // The receipt names the sources whose quotes agreed, the median's among them.
      const providers = rates(ds, { base: 'USD', symbols: code }, { explain: true }).source!.providers!.map((p) => p.name);
      for (const v of votes) expect(providers, `${code} ${v.source}`).toContain(v.source);
      checked.push(`${code}(${votes.length})`);
    }
    // 22 codes on this date (the count of votes in brackets); none withheld.
    expect(checked.join(' ')).toBe(
      'AUD(4) CAD(5) CHF(5) CNY(4) CZK(3) DKK(3) EUR(5) GBP(5) HKD(5) IDR(3) ILS(3) INR(4) JPY(6) KRW(3) MYR(3) NOK(3) NZD(4) SEK(3) SGD(4) THB(3) TRY(3) ZAR(3)',
    );
    expect(status.withheld.rules).toEqual({ peg: ['BBD', 'BSD', 'GIP', 'SAR', 'XCD'] });
    // The peg rule withholds one source's quotes off their pegs (the Bank of Jamaica's BBD 2.0150, BSD
    // 1.0075, GIP, XCD 2.7203; the BoE's SAR 3.7546 per USD): each has a single vote, none a median.
    for (const code of withheld) expect(byCode.get(code)?.length ?? 0, code).toBeLessThan(3);
    // The median is not the first source's quote: the ECB's (first in the list) differs on some codes.
    const ecbVotes = votesOf('ecb');
    const notEcb = checked
      .map((c) => c.slice(0, 3))
      .filter((code) => ecbVotes.has(code) && ecbVotes.get(code)!.toNumber() !== newest.values[ds.columns.get(code)!]);
    expect(notEcb.length).toBeGreaterThan(5);
  });
});
