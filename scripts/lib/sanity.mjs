// Sanity pass over the built snapshots, as they ship: after the values listed
// in scripts/exclusions.json have been withheld (stored as null), so it reports
// what remains. It reports, it does not repair: every other number is
// upstream's as it is, and what is reported here goes into data/README.md as
// "known upstream oddities". A finding that is proven wrong by its neighbours
// is dealt with by adding an entry to scripts/exclusions.json, never here.

/** A rate moving by more than this factor between a code's neighbouring quotes is reported. */
export const JUMP_FACTOR = { fiat: 3, crypto: 10 };

/** Default tolerance around a fixed peg, as a fraction of the peg. */
export const PEG_TOLERANCE = 0.005;

/**
 * Fixed pegs, in units of the code per one unit of the anchor. Tolerance is
 * PEG_TOLERANCE unless the peg gives a band (HKD's convertibility band, DKK's
 * ERM II band of ±2.25%).
 */
export const PEGS = [
  { code: 'AED', anchor: 'USD', peg: 3.6725 },
  { code: 'SAR', anchor: 'USD', peg: 3.75 },
  { code: 'QAR', anchor: 'USD', peg: 3.64 },
  { code: 'OMR', anchor: 'USD', peg: 0.3845 },
  { code: 'BHD', anchor: 'USD', peg: 0.376 },
  { code: 'JOD', anchor: 'USD', peg: 0.709 },
  { code: 'HKD', anchor: 'USD', band: [7.75, 7.85] },
  { code: 'BMD', anchor: 'USD', peg: 1 },
  { code: 'PAB', anchor: 'USD', peg: 1 },
  { code: 'BSD', anchor: 'USD', peg: 1 },
  { code: 'BBD', anchor: 'USD', peg: 2 },
  { code: 'BZD', anchor: 'USD', peg: 2 },
  { code: 'XCD', anchor: 'USD', peg: 2.7 },
  { code: 'AWG', anchor: 'USD', peg: 1.79 },
  { code: 'ANG', anchor: 'USD', peg: 1.79 },
  { code: 'XCG', anchor: 'USD', peg: 1.79 },
  { code: 'KYD', anchor: 'USD', peg: 0.8333 },
  { code: 'DJF', anchor: 'USD', peg: 177.721 },
  { code: 'BGN', anchor: 'EUR', peg: 1.95583 },
  { code: 'BAM', anchor: 'EUR', peg: 1.95583 },
  { code: 'XOF', anchor: 'EUR', peg: 655.957 },
  { code: 'XAF', anchor: 'EUR', peg: 655.957 },
  { code: 'XPF', anchor: 'EUR', peg: 119.331742 },
  { code: 'KMF', anchor: 'EUR', peg: 491.96775 },
  { code: 'CVE', anchor: 'EUR', peg: 110.265 },
  { code: 'FKP', anchor: 'GBP', peg: 1 },
  { code: 'GIP', anchor: 'GBP', peg: 1 },
  { code: 'SHP', anchor: 'GBP', peg: 1 },
  { code: 'DKK', anchor: 'EUR', band: [7.46038 * (1 - 0.0225), 7.46038 * (1 + 0.0225)] },
];

/** A snapshot quoting fewer than this share of the median number of codes is reported as partial. */
export const PARTIAL_SHARE = 0.9;

/**
 * Runs every check and returns findings `{ check, code, date, detail }`,
 * sorted by check, then date, then code.
 */
export function sanityCheck({ fiat, crypto, snapshots, pivot }) {
  const codes = [...fiat, ...crypto];
  const col = new Map(codes.map((c, i) => [c, i]));
  const findings = [];
  const num = (v) => (v === null ? null : Number(v));

  // Jumps: each code against its own previous quote, so a gap (null) in the
  // series is bridged and the report says how many days the move spans.
  codes.forEach((code, i) => {
    const factor = i < fiat.length ? JUMP_FACTOR.fiat : JUMP_FACTOR.crypto;
    let prev = null;
    for (const s of snapshots) {
      const v = num(s.rates[i]);
      if (v === null) continue;
      if (prev) {
        const ratio = v / prev.v;
        if (ratio > factor || ratio < 1 / factor) {
          const days = (Date.parse(s.date) - Date.parse(prev.date)) / 86_400_000;
          findings.push({
            check: 'jump',
            code,
            date: s.date,
            detail: `${prev.v} (${prev.date}) -> ${v}: x${fmtRatio(ratio)} over ${days} d (limit x${factor})`,
          });
        }
      }
      prev = { v, date: s.date };
    }
  });

  // Pegs: the code's rate against its anchor (USD directly, EUR as a cross).
  for (const p of PEGS) {
    if (!col.has(p.code) || !col.has(p.anchor)) continue;
    const [lo, hi] = p.band ?? [p.peg * (1 - PEG_TOLERANCE), p.peg * (1 + PEG_TOLERANCE)];
    const found = [];
    let checked = 0;
    for (const s of snapshots) {
      const v = num(s.rates[col.get(p.code)]);
      const a = p.anchor === pivot ? 1 : num(s.rates[col.get(p.anchor)]);
      if (v === null || a === null) continue;
      checked++;
      const cross = v / a;
      if (cross < lo || cross > hi) {
        const target = p.band ? `band ${round(lo)}-${round(hi)}` : `peg ${p.peg} ±${PEG_TOLERANCE * 100}%`;
        found.push({ check: 'peg', code: p.code, date: s.date, value: cross, target, anchor: p.anchor, detail: `${round(cross)} per ${p.anchor}, outside ${target}` });
      }
    }
    for (const f of found) findings.push({ ...f, checked });
  }

  // Partial snapshots: many codes missing at once is an upstream build hiccup.
  const counts = snapshots.map((s) => s.rates.filter((v) => v !== null).length);
  const median = [...counts].sort((a, b) => a - b)[Math.floor(counts.length / 2)];
  snapshots.forEach((s, i) => {
    if (counts[i] < median * PARTIAL_SHARE) {
      findings.push({ check: 'partial', code: '-', date: s.date, detail: `${counts[i]} of ${codes.length} codes quoted (median ${median})` });
    }
  });

  const order = { jump: 0, peg: 1, partial: 2 };
  findings.sort((a, b) => order[a.check] - order[b.check] || cmp(a.date, b.date) || cmp(a.code, b.code));
  return findings;
}

/**
 * Condenses findings for reading: peg findings become one row per code
 * (how many snapshots, the range of values, first and last date); the other
 * checks stay one row each.
 */
export function summarizeFindings(findings) {
  const rows = [];
  const pegs = new Map();
  for (const f of findings) {
    if (f.check !== 'peg') {
      rows.push(f);
      continue;
    }
    const g = pegs.get(f.code) ?? { ...f, n: 0, min: Infinity, max: -Infinity, first: f.date, last: f.date };
    g.n++;
    g.min = Math.min(g.min, f.value);
    g.max = Math.max(g.max, f.value);
    g.last = f.date;
    pegs.set(f.code, g);
  }
  for (const g of pegs.values()) {
    const range = g.n > 1 ? `${round(g.min)} to ${round(g.max)}` : `${round(g.min)}`;
    rows.push({
      check: 'peg',
      code: g.code,
      date: g.n > 1 ? `${g.first} .. ${g.last}` : g.first,
      detail: `${g.n} of ${g.checked} quotes outside ${g.target}: ${range} per ${g.anchor}`,
    });
  }
  const order = { value: 0, jump: 1, peg: 2, partial: 3 };
  return rows.sort((a, b) => order[a.check] - order[b.check] || (a.check === 'peg' ? cmp(a.code, b.code) : cmp(a.date, b.date) || cmp(a.code, b.code)));
}

function fmtRatio(r) {
  return r >= 1 ? round(r) : `1/${round(1 / r)}`;
}

function round(x) {
  return Number(x.toPrecision(6));
}

function cmp(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
