// Rule-based withholding: quotes that break a published fact are stored as
// null, like the hand-listed exclusions, and never replaced.
//   pegs        a pegged currency's cross rate outside its peg's tolerance or band
//   stablecoins a USD stablecoin outside its band around 1 USD
//   withdrawn   a currency quoted on or after ISO 4217's changeover date
// The facts live in scripts/fiat-curated.json (pegs, withdrawn) and
// scripts/crypto-curated.json (stablecoins), each with its source; every
// withheld value is listed in data/README.md with the rule that withheld it.

/**
 * Reads the peg table: entries `{ code, anchor, peg, tolerance }` or
 * `{ code, anchor, band: [lo, hi] }`, optionally limited to `from`/`to`.
 * Returns them with their bounds `lo`/`hi` (units of code per anchor), and those
 * bounds as written (`bounds`, `7.75-7.85` or `3.75 ±0.1%`) and as a target
 * (`band 7.75-7.85`, `peg 3.75 ±0.1%`).
 */
export function parsePegs(table) {
  return table.entries.map((p, i) => {
    const where = `fiat-curated.json pegs.entries[${i}] (${p.code})`;
    if (!/^[A-Z]{3}$/.test(p.code) || !/^[A-Z]{3}$/.test(p.anchor)) throw new Error(`${where}: code and anchor must be ISO codes`);
    if (typeof p.source !== 'string' || !p.source) throw new Error(`${where}: no source`);
    const [lo, hi] = p.band ?? [p.peg * (1 - p.tolerance), p.peg * (1 + p.tolerance)];
    if (!(lo > 0 && hi > lo)) throw new Error(`${where}: give peg and tolerance, or band [lo, hi]`);
    const bounds = p.band ? `${p.band[0]}-${p.band[1]}` : `${p.peg} ±${round(p.tolerance * 100)}%`;
    return { ...p, lo, hi, bounds, target: `${p.band ? 'band' : 'peg'} ${bounds}` };
  });
}

/** Reads the stablecoin table `{ band: [lo, hi], codes }` (USD per token). */
export function parseStablecoins(table) {
  const [lo, hi] = table.band;
  if (!(lo > 0 && lo < 1 && hi > 1)) throw new Error('crypto-curated.json stablecoins.band must surround 1');
  return { lo, hi, codes: table.codes };
}

/**
 * Every quote the rules reject, as `{ rule, code, date, value, detail }`, in
 * rows of `columns` (units per `pivot`). Pure: the caller nulls the cells.
 * A peg is checked on the dates it holds (`from`/`to`) where both the code
 * and its anchor are quoted; a stablecoin wherever it is quoted.
 */
function ruleViolations({ columns, snapshots, pivot }, { pegs, stablecoins, withdrawn }) {
  const col = new Map(columns.map((c, i) => [c, i]));
  const num = (s, code) => (code === pivot ? 1 : s.rates[col.get(code)] === null ? null : Number(s.rates[col.get(code)]));
  const found = [];
  for (const s of snapshots) {
    for (const p of pegs) {
      if (!col.has(p.code) || !col.has(p.anchor) || (p.from && s.date < p.from) || (p.to && s.date > p.to)) continue;
      const v = num(s, p.code);
      const a = num(s, p.anchor);
      if (v === null || a === null) continue;
      const cross = v / a;
      if (cross < p.lo || cross > p.hi) {
        found.push({ rule: 'peg', code: p.code, date: s.date, value: s.rates[col.get(p.code)], detail: `${round(cross)} per ${p.anchor}, outside ${p.target} (${signedPct(cross / (p.peg ?? (p.lo + p.hi) / 2) - 1)})` });
      }
    }
    for (const code of stablecoins.codes) {
      if (!col.has(code)) continue;
      const v = num(s, code);
      if (v === null) continue;
      const usd = 1 / v;
      if (usd < stablecoins.lo || usd > stablecoins.hi) {
        found.push({ rule: 'stablecoin', code, date: s.date, value: s.rates[col.get(code)], detail: `${round(usd)} USD per ${code}, outside band ${stablecoins.lo}-${stablecoins.hi}` });
      }
    }
    for (const [code, w] of Object.entries(withdrawn)) {
      if (!col.has(code) || s.date < w.from || num(s, code) === null) continue;
      found.push({ rule: 'withdrawn', code, date: s.date, value: s.rates[col.get(code)], detail: `withdrawn by ISO 4217 on ${w.from} (replaced by ${w.replacedBy})` });
    }
  }
  return found.sort((a, b) => cmp(a.date, b.date) || cmp(a.code, b.code) || cmp(a.rule, b.rule));
}

/**
 * Nulls every cell `ruleViolations` finds, in place; a cell two rules reject
 * is withheld once. Returns the violations.
 */
export function applyRules(dataset, facts) {
  const columns = [...dataset.fiat, ...dataset.crypto];
  const col = new Map(columns.map((c, i) => [c, i]));
  const byDate = new Map(dataset.snapshots.map((s) => [s.date, s]));
  const violations = ruleViolations({ columns, snapshots: dataset.snapshots, pivot: dataset.pivot }, facts);
  for (const v of violations) byDate.get(v.date).rates[col.get(v.code)] = null;
  return violations;
}

function signedPct(x) {
  return `${x >= 0 ? '+' : ''}${round(x * 100)}%`;
}

function round(x) {
  return Number(x.toPrecision(4));
}

function cmp(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
