// The 13 central banks against the shipped rates: each bank's recorded rates (quoted against its
// home currency H) compared with data/dataset.json's snapshots of the same dates, as the ECB table
// of "Second source" does (scripts/lib/crossSource.mjs: its threshold, its pairing, its exact
// fractions). Used by scripts/cross-banks.mjs (prints the tables of data/README.md, "Central
// banks", with renderCrossBanks.mjs) and test/data/crossBanks.test.ts (holds them). The data
// build does not read the banks.
//
// Re-pivoting: a bank stores r = units of code C per 1 H; the shipped snapshot holds s(C) and
// s(H), units per 1 USD. The bank's C per USD is r * s(H), with s(H) from the same snapshot, so a
// comparison is shipped / (r * s(H)) - 1 = (s(C) / s(H)) / r - 1: the shipped cross rate C per H
// against the bank's. The bank's USD row compares USD per H; FRED (H = USD) compares directly.

import { EXPLAINED } from './bankExplained.mjs';
import { BANKS, SECOND_WAVE } from './bankDocuments.mjs';
import { officialDisputes, testimony } from './officialDisputes.mjs';

/** Every bank the cross-check reads: the first 13 (BANKS) and the second wave (SECOND_WAVE). */
export const ALL_BANKS = [...BANKS, ...SECOND_WAVE];
import { compareWithEcb, fraction, MAX_LAG_DAYS, median, ratio, THRESHOLD } from './crossSource.mjs';

export { EXPLAINED, MAX_LAG_DAYS, THRESHOLD };

/** The entry of EXPLAINED that covers a comparison, or undefined. */
export function explanationOf({ bank, date, code }) {
  return EXPLAINED.find((e) => e.bank === bank && e.codes.includes(code) && (e.dates === 'every' || e.dates.includes(date)));
}

const lag = (a, b) => Math.abs(Date.parse(a) - Date.parse(b)) / 86_400_000;

/**
 * Compares one bank's imported dataset with the shipped one. Each shipped snapshot (captured at
 * its `updated_at`, 00:00 UTC of its date) is paired with the bank's publications on both sides
 * of that moment (the last published before it and the first after it, by the importer's
 * `updated_at`) that are at most MAX_LAG_DAYS away, and per code the nearer in value counts. For
 * the ECB (fix of D published on D) this is the rule of "Second source"; for banks that date a
 * publication after its day (CBR, NBU) it pairs by when the rate was set, not by its date.
 *
 * @param shipped - data/dataset.json (pivot USD).
 * @param bankName - The bank's name in BANKS.
 * @param quoted - The bank importer's dataset (pivot: the bank's home currency).
 * @returns Every comparison `{ bank, date, bankDate, code, shipped, reference, diff }`, oldest first.
 */
export function compareBank(shipped, bankName, quoted) {
  const col = new Map([...shipped.fiat, ...shipped.crypto].map((c, i) => [c, i]));
  const home = col.get(quoted.pivot);
  const byTime = [...quoted.snapshots].sort((a, b) => Date.parse(a.updated_at) - Date.parse(b.updated_at));
  const days = [];
  quoted.fiat.forEach((code, i) => {
    const at = col.get(code);
    if (code === quoted.pivot || at === undefined || home === undefined) return;
    // The bank's publications of this code (NBP's table B quotes its codes on Wednesdays only).
    const fixes = byTime.filter((fix) => fix.rates[i] !== null);
    let k = -1;
    for (const s of shipped.snapshots) {
      const when = Date.parse(s.updated_at);
      while (k + 1 < fixes.length && Date.parse(fixes[k + 1].updated_at) <= when) k++;
      const sides = [fixes[k], fixes[k + 1]].filter((fix) => fix && lag(s.updated_at, fix.updated_at) <= MAX_LAG_DAYS);
      if (!sides.length || s.rates[at] === null || s.rates[home] === null) continue;
      const mine = fraction(String(s.rates[at]));
      const h = fraction(String(s.rates[home]));
      let best;
      for (const fix of sides) {
        const r = fraction(String(fix.rates[i]));
        const ref = { n: r.n * h.n, d: r.d * h.d };
        // shipped / ref - 1, exactly, then rounded to a double.
        const diff = ratio(mine.n * ref.d - ref.n * mine.d, ref.n * mine.d);
        if (!best || Math.abs(diff) < Math.abs(best.diff)) {
          best = { bank: bankName, date: s.date, bankDate: fix.date, code, shipped: s.rates[at], reference: significant(ref, 8), diff };
          // The USD row tests the shipped home currency: its H per USD against the bank's, ref / shipped - 1.
          if (code === 'USD') best.subjectDiff = ratio(ref.n * mine.d - mine.n * ref.d, mine.n * ref.d);
        }
      }
      days.push(best);
    }
  });
  return days.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** An exact positive fraction as a decimal string of `digits` significant digits (for reading, not for computing). */
function significant({ n, d }, digits) {
  return Number((Number((n * 10n ** 40n) / d) / 1e40).toPrecision(digits)).toString();
}

/**
 * Sums up comparisons per (bank, code): count, median and max of the absolute difference, the
 * date of the max and how many are over THRESHOLD.
 *
 * @param days - Comparisons of compareBank (any banks).
 * @returns Rows `{ bank, code, n, median, max, maxDate, over }`, in the order the pairs first appear.
 */
export function summarize(days) {
  const groups = new Map();
  for (const d of days) {
    const key = `${d.bank} ${d.code}`;
    if (groups.has(key)) groups.get(key).push(d);
    else groups.set(key, [d]);
  }
  return [...groups.values()].map((list) => {
    const abs = list.map((d) => Math.abs(d.diff)).sort((a, b) => a - b);
    const worst = list.reduce((w, d) => (Math.abs(d.diff) > Math.abs(w.diff) ? d : w));
    return {
      bank: list[0].bank,
      code: list[0].code,
      n: list.length,
      median: median(abs),
      max: abs.at(-1),
      maxDate: worst.date,
      over: list.filter((d) => Math.abs(d.diff) > THRESHOLD).length,
    };
  });
}

/**
 * The same comparison re-pivoted with the bank's own USD quote of its date instead of the shipped
 * home-currency rate: shipped C per USD against the bank's (C per H) / (USD per H). It takes the
 * home currency's move between the snapshot and the bank's fix out of a difference (evidence for
 * EXPLAINED; undefined when the bank does not quote USD on that date). FRED is USD-based: the same.
 *
 * @param comparison - One comparison of compareBank.
 * @param quoted - The bank importer's dataset.
 * @returns The relative difference, or undefined.
 */
export function viaBankUsd(comparison, quoted) {
  if (quoted.pivot === 'USD') return comparison.diff;
  const fix = quoted.snapshots.find((s) => s.date === comparison.bankDate);
  const usd = fix?.rates[quoted.fiat.indexOf('USD')];
  const rate = fix?.rates[quoted.fiat.indexOf(comparison.code)];
  if (comparison.code === 'USD' || usd === null || usd === undefined || rate === null || rate === undefined) return undefined;
  const mine = fraction(String(comparison.shipped));
  const r = fraction(String(rate));
  const u = fraction(String(usd));
  const ref = { n: r.n * u.d, d: r.d * u.n };
  return ratio(mine.n * ref.d - ref.n * mine.d, ref.n * mine.d);
}

/**
 * Runs the whole cross-check: every bank against the shipped snapshots, plus the ECB's own
 * comparison (crossSource.mjs) as one more source of evidence.
 *
 * @param shipped - data/dataset.json.
 * @param imported - Bank name (ALL_BANKS) -> that bank's imported dataset.
 * @param ecb - The ECB history (parseEcbCsv of eurofxref-hist.csv).
 * @returns `{ banks, rows, days, ecbDays, over, ecbCodes, notInEcb }`: per bank its figures, per
 *          (bank, code) its row, every comparison, the ECB's, those over THRESHOLD with their
 *          evidence, the ECB's current codes and the codes the banks quote that the ECB does not.
 */
export function crossCheckBanks(shipped, imported, ecb) {
  const days = ALL_BANKS.flatMap((bank) => compareBank(shipped, bank.name, imported[bank.name]));
  const ecbDays = compareWithEcb(shipped, ecb).days.map((d) => ({ ...d, bank: 'ecb' }));
  const rows = summarize(days);
  const banks = ALL_BANKS.map(({ name }) => {
    const quoted = imported[name];
    const mine = days.filter((d) => d.bank === name);
    const abs = mine.map((d) => Math.abs(d.diff)).sort((a, b) => a - b);
    return {
      bank: name,
      home: quoted.pivot,
      codes: quoted.fiat.length - 1,
      dates: quoted.snapshots.length,
      first: quoted.snapshots[0].date,
      last: quoted.snapshots.at(-1).date,
      values: quoted.snapshots.reduce((n, s) => n + s.rates.filter((r) => r !== null).length - 1, 0),
      compared: new Set(mine.map((d) => d.code)).size,
      snapshots: new Set(mine.map((d) => d.date)).size,
      n: mine.length,
      median: abs.length ? median(abs) : undefined,
      max: abs.at(-1),
      over: mine.filter((d) => Math.abs(d.diff) > THRESHOLD).length,
    };
  });
  const pivotOf = pivotsOf(imported);
  const sworn = [...ecbDays, ...days].map((o) => testimony(o, pivotOf));
  const over = days
    .filter((d) => Math.abs(d.diff) > THRESHOLD)
    .map((d) => {
      const mine = testimony(d, pivotOf);
      // The other sources of the currency this comparison tests (the home currency, for a USD row).
      const others = sworn
        .filter((o) => o.source !== d.bank && o.date === d.date && o.subject === mine.subject)
        .map((o) => ({ source: o.source, diff: o.diff, home: o.home }));
      return { ...d, subject: mine.subject, home: mine.home, viaUsd: viaBankUsd(d, imported[d.bank]), others, explanation: explanationOf(d) };
    });
  const ecbCodes = new Set([...Object.keys(ecb.days.at(-1).rates), 'EUR']);
  const quotedCodes = new Set(ALL_BANKS.flatMap(({ name }) => imported[name].fiat));
  const notInEcb = [...quotedCodes].filter((c) => !ecbCodes.has(c)).sort();
  return { banks, rows, days, ecbDays, over, ecbCodes: [...ecbCodes].sort(), quotedCodes: [...quotedCodes].sort(), notInEcb };
}

/** Source name -> its home currency: each bank's importer pivot, and EUR for the ECB. */
export function pivotsOf(imported) {
  return (name) => (name === 'ecb' ? 'EUR' : imported[name].pivot);
}

/**
 * The disputes of the shipped rates that official sources decide (officialDisputes.mjs): every
 * bank's comparisons and the ECB's, as testimonies of the currency each tests.
 *
 * @param shipped - The dataset (data/dataset.json's shape).
 * @param imported - Bank name (ALL_BANKS) -> that bank's imported dataset.
 * @param ecb - The ECB history.
 * @returns `{ disputes, comparisons }`: the values the rule withholds and how many comparisons it read.
 */
export function disputesOf(shipped, imported, ecb) {
  const days = ALL_BANKS.flatMap((bank) => compareBank(shipped, bank.name, imported[bank.name]));
  const ecbDays = compareWithEcb(shipped, ecb).days.map((d) => ({ ...d, bank: 'ecb' }));
  const pivotOf = pivotsOf(imported);
  const disputes = officialDisputes([...ecbDays, ...days].map((o) => testimony(o, pivotOf)));
  return { disputes, comparisons: days.length + ecbDays.length };
}

/**
 * Whether an explained comparison passes its entry's check (see bankExplained.mjs): `via_usd`
 * within THRESHOLD with the bank's own USD, `others` another source within THRESHOLD.
 *
 * @param o - An element of crossCheckBanks' `over`.
 * @returns true when explained and its check (if any) holds.
 */
export function passesExplanation(o) {
  const e = o.explanation;
  if (!e?.check) return false;
  return e.check.split('_or_').some((check) => CHECKS[check](o));
}

/**
 * The checks an explanation names (`via_usd_or_others`: either), each on one comparison:
 * - `via_usd`: re-pivoted with the bank's own USD of its date, within THRESHOLD (timing of the home currency);
 * - `others`: another official source of the currency it tests (the home currency, for a USD row) within THRESHOLD;
 * - `alone`: no other official source tests that currency on that snapshot (one source against upstream);
 * - `foreign`: no source is the currency's home issuer, and every other one also differs beyond THRESHOLD
 *   (official sources that disagree among themselves about a currency with several rates).
 */
const CHECKS = {
  via_usd: (o) => o.viaUsd !== undefined && Math.abs(o.viaUsd) <= THRESHOLD,
  others: (o) => o.others.some((x) => Math.abs(x.diff) <= THRESHOLD),
  alone: (o) => o.others.length === 0,
  foreign: (o) => !o.home && o.others.length > 0 && !o.others.some((x) => x.home) && o.others.every((x) => Math.abs(x.diff) > THRESHOLD),
};
