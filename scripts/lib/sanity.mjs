// Sanity pass over the built snapshots, as they ship: after the values listed
// in scripts/exclusions.json and those the rules reject (scripts/lib/rules.mjs:
// pegs, stablecoins, withdrawn currencies) have been withheld, so it reports
// what remains. It reports, it does not repair: every other number is
// upstream's as it is, and what is reported here goes into data/README.md as
// "known upstream oddities". A finding that is proven wrong by its neighbours
// is dealt with by adding an entry to scripts/exclusions.json, never here.
// One finding fails the build: a move by a power of ten (`unit`) that no
// curated redenomination or exclusion explains.

/** A rate moving by more than this factor between a code's neighbouring quotes is reported. */
export const JUMP_FACTOR = { fiat: 3, crypto: 10 };

/**
 * A move within this factor of a power of ten (x10, x100, x1/100, ...) is a
 * unit-change candidate: a redenomination, or upstream mixing two units.
 */
export const UNIT_SLACK = 1.1;

/**
 * Two-level alternation: a move beyond FLIP_FACTOR followed by one back the
 * other way is a flip; more than FLIP_LIMIT flips within FLIP_WINDOW
 * consecutive quotes of one code is reported (two assets or two units
 * sharing a code, or a feed without a market).
 */
export const FLIP_FACTOR = { fiat: 1.1, crypto: 1.5 };
export const FLIP_LIMIT = 4;
export const FLIP_WINDOW = 30;

/** A snapshot quoting fewer than this share of the median number of codes is reported as partial. */
export const PARTIAL_SHARE = 0.9;

/**
 * Runs every check and returns findings `{ check, code, date, detail }`,
 * sorted by check, then date, then code. A move that `unitChanges` (the
 * curated redenominations `{ code, date, factor }`) explains is not reported;
 * a `unit` finding is one it does not explain, and fails the build.
 */
export function sanityCheck({ fiat, crypto, snapshots }, unitChanges = []) {
  const codes = [...fiat, ...crypto];
  const findings = [];

  codes.forEach((code, i) => {
    const kind = i < fiat.length ? 'fiat' : 'crypto';
    const series = [];
    for (const s of snapshots) if (s.rates[i] !== null) series.push({ v: Number(s.rates[i]), date: s.date });
    findings.push(...moveFindings(code, series, JUMP_FACTOR[kind], unitChanges), ...flipFindings(code, series, FLIP_FACTOR[kind]));
  });

  // Partial snapshots: many codes missing at once is an upstream build hiccup.
  const counts = snapshots.map((s) => s.rates.filter((v) => v !== null).length);
  const median = [...counts].sort((a, b) => a - b)[Math.floor(counts.length / 2)];
  snapshots.forEach((s, i) => {
    if (counts[i] < median * PARTIAL_SHARE) {
      findings.push({ check: 'partial', code: '-', date: s.date, detail: `${counts[i]} of ${codes.length} codes quoted (median ${median})` });
    }
  });

  const order = { unit: 0, jump: 1, flips: 2, partial: 3 };
  findings.sort((a, b) => order[a.check] - order[b.check] || cmp(a.date, b.date) || cmp(a.code, b.code));
  return findings;
}

/**
 * Jumps and unit changes along one code's quotes (gaps bridged, so the
 * detail says how many days a move spans).
 */
function moveFindings(code, series, factor, unitChanges) {
  const found = [];
  for (let k = 1; k < series.length; k++) {
    const prev = series[k - 1];
    const { v, date } = series[k];
    const ratio = v / prev.v;
    const days = (Date.parse(date) - Date.parse(prev.date)) / 86_400_000;
    const move = `${prev.v} (${prev.date}) -> ${v}: x${fmtRatio(ratio)} over ${days} d`;
    const power = Math.round(Math.log10(ratio));
    const explained = unitChanges.some((u) => u.code === code && prev.date < u.date && u.date <= date && near(ratio, u.factor));
    if (explained) continue;
    if (power !== 0 && near(ratio, 10 ** power)) {
      found.push({
        check: 'unit',
        code,
        date,
        detail: `${move}: a power of ten (x${fmtRatio(10 ** power)}), not resolved in scripts/fiat-curated.json unitChanges or scripts/exclusions.json`,
      });
    } else if (ratio > factor || ratio < 1 / factor) {
      found.push({ check: 'jump', code, date, detail: `${move} (limit x${factor})` });
    }
  }
  return found;
}

/** Flips (a move beyond `factor` reversed by the next one) counted in sliding windows of FLIP_WINDOW quotes. */
function flipFindings(code, series, factor) {
  const flips = [];
  let last = 0;
  for (let k = 1; k < series.length; k++) {
    const r = series[k].v / series[k - 1].v;
    const dir = r > factor ? 1 : r < 1 / factor ? -1 : 0;
    if (dir === 0) continue;
    if (dir === -last) flips.push(k);
    last = dir;
  }
  let best = null;
  for (let a = 0; a < flips.length; a++) {
    let b = a;
    while (b + 1 < flips.length && flips[b + 1] - flips[a] < FLIP_WINDOW) b++;
    if (b - a + 1 > FLIP_LIMIT && (!best || b - a > best.b - best.a)) best = { a, b };
  }
  if (!best) return [];
  const first = series[flips[best.a]].date;
  const lastDate = series[flips[best.b]].date;
  const values = series.slice(flips[best.a] - 1, flips[best.b] + 1).map((x) => x.v);
  return [
    {
      check: 'flips',
      code,
      date: `${first} .. ${lastDate}`,
      detail: `${best.b - best.a + 1} reversals of moves beyond x${factor} within ${FLIP_WINDOW} quotes (limit ${FLIP_LIMIT}), quotes ${round(Math.min(...values))} to ${round(Math.max(...values))}`,
    },
  ];
}

/** Whether a ratio is within UNIT_SLACK of `target`. */
function near(ratio, target) {
  const q = ratio / target;
  return q < UNIT_SLACK && q > 1 / UNIT_SLACK;
}

/** Findings in reading order: bad upstream values first, then the sanity checks' order. */
export function summarizeFindings(findings) {
  const order = { value: 0, unit: 1, jump: 2, flips: 3, partial: 4 };
  return [...findings].sort((a, b) => order[a.check] - order[b.check] || cmp(a.date, b.date) || cmp(a.code, b.code));
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
