// Disputes decided by official sources (issue 39, item 4): a shipped fiat value that its home issuer
// (the currency's own central bank, whose USD row tests it) and another official source (another
// central bank's comparison of the same currency, or the ECB's) both contradict by more than
// THRESHOLD, on the same side and on the same snapshot, is withheld with that evidence. One
// contradicting source is not enough: a foreign bank alone can quote an official rate of a currency
// with several, and the home issuer alone can be the odd one (a hand-typed indicative rate, a peg's
// own rate against a market series); the two together are. Run by the data build
// (scripts/build-data.mjs) on the curated rows, from the recorded documents of test/fixtures/
// (central-banks/ and ecb/), with the cross-check's own pairing (scripts/lib/crossBanks.mjs: the
// publications on both sides of the snapshot, MAX_LAG_DAYS at most, the nearer in value counts).
// The comparisons are exact fractions (crossSource.mjs `ratio`), so "more than 2%" is exact.

import { THRESHOLD } from './crossSource.mjs';

export { THRESHOLD };

// Sources that relay the home issuer's own figure and so never count as another source beside it: the
// IMF's representative rates "are reported daily to the Fund by the issuing central bank" (imf.org,
// Representative Rates for Selected Currencies). They stay in the evidence.
const RELAYS = new Set(['imf']);

/**
 * The currency a comparison tests and its difference as the shipped units of that currency per USD
 * against the source's: a bank's USD row tests its home currency (`subjectDiff`, from compareBank),
 * any other row its code; the ECB's rows are per USD already.
 *
 * @param comparison - A comparison of compareBank (`bank`, `code`, `diff`, `subjectDiff` on a USD row) or of the ECB (`bank: 'ecb'`).
 * @param pivotOf - Bank name -> the bank's home currency (`ecb` -> EUR).
 * @returns `{ source, date, subject, diff, home }`: `home` when the source is the subject's own issuer.
 */
export function testimony(comparison, pivotOf) {
  const pivot = pivotOf(comparison.bank);
  const usdRow = comparison.code === 'USD' && pivot !== 'USD';
  const subject = usdRow ? pivot : comparison.code;
  return {
    source: comparison.bank,
    date: comparison.date,
    subject,
    diff: usdRow ? comparison.subjectDiff : comparison.diff,
    home: subject === pivot,
  };
}

/**
 * The rule: per (snapshot date, currency), withheld when a home-issuer testimony and a testimony of
 * another source are both beyond `threshold` (strictly) on the same side. USD, the pivot, is never
 * disputed.
 *
 * @param testimonies - Every testimony (see `testimony`), any order.
 * @param threshold - The relative difference beyond which a source contradicts (default THRESHOLD, 2%).
 * @returns The disputes `{ date, code, home, other, evidence }`, by date then code: `home` and `other`
 *          the two contradicting testimonies (the largest of each kind), `evidence` every testimony of
 *          that currency and snapshot, agreeing or not, by source.
 */
export function officialDisputes(testimonies, threshold = THRESHOLD) {
  const groups = new Map();
  for (const t of testimonies) {
    if (t.subject === 'USD' || t.diff === undefined) continue;
    const key = `${t.date} ${t.subject}`;
    if (groups.has(key)) groups.get(key).push(t);
    else groups.set(key, [t]);
  }
  const beyond = (t) => Math.abs(t.diff) > threshold;
  const largest = (list) => list.reduce((a, b) => (Math.abs(b.diff) > Math.abs(a.diff) ? b : a));
  const disputes = [];
  for (const list of groups.values()) {
    for (const side of [1, -1]) {
      const against = list.filter((t) => beyond(t) && Math.sign(t.diff) === side);
      const homes = against.filter((t) => t.home);
      if (!homes.length) continue;
      const home = largest(homes);
      const others = against.filter((t) => t.source !== home.source && !t.home && !RELAYS.has(t.source));
      if (!others.length) continue;
      const evidence = [...list].sort((a, b) => (a.source < b.source ? -1 : a.source > b.source ? 1 : 0));
      disputes.push({ date: home.date, code: home.subject, home, other: largest(others), evidence });
    }
  }
  return disputes.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

/**
 * Withholds each disputed value of `dataset` (data/dataset.json's shape) in place: stored as null,
 * never replaced.
 *
 * @returns The withheld values `{ date, code, value, evidence, text }`, `text` the evidence in words.
 */
export function withholdDisputes(dataset, disputes) {
  const col = new Map([...dataset.fiat, ...dataset.crypto].map((c, i) => [c, i]));
  const at = new Map(dataset.snapshots.map((s) => [s.date, s]));
  return disputes.map((d) => {
    const s = at.get(d.date);
    const i = col.get(d.code);
    const value = s.rates[i];
    s.rates[i] = null;
    return { ...d, value, text: describeDispute(d) };
  });
}

const signed = (x) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(2)}%`;

/** The evidence in words: each source's difference of the shipped value, the home issuer's marked. */
export function describeDispute(d) {
  const words = d.evidence.map((t) => `${t.source}${t.home ? ' (home issuer)' : ''} ${signed(t.diff)}`);
  return `shipped ${d.code} per USD against each official source of the snapshot: ${words.join(', ')}; ${d.home.source} and ${d.other.source} beyond ${(THRESHOLD * 100).toFixed(0)}% on the same side`;
}
