// Snapshot rows from upstream's files, as the data build builds them and as the replay rebuilds
// them (scripts/build-data.mjs, scripts/replay-data.mjs): one column per shipped code, the
// upstream literal written exactly, null where a code is not quoted; an alias fills its canonical
// column only where the canonical code is missing.

/**
 * The rows of `snapshots` (`{ date, literals }`, literals keyed by upstream's spelling) for
 * `columns`. Fails when the pivot is not exactly 1.
 *
 * @returns `{ rows, valueIssues, aliasFills, aliasLiterals }`: `aliasLiterals` maps each date to
 *          canonical code -> the alias's literal that day, for the alias rule after curation.
 */
export function rawRows(snapshots, columns, { keyOf, aliases, pivot }) {
  const aliasOf = new Map(); // canonical -> [alias keys]
  for (const [alias, canonical] of Object.entries(aliases)) aliasOf.set(canonical, [...(aliasOf.get(canonical) ?? []), keyOf(alias)]);
  const valueIssues = [];
  const aliasLiterals = new Map();
  let aliasFills = 0;
  const rows = snapshots.map((s) => {
    const own = new Map();
    for (const [canonical, keys] of aliasOf) {
      const lit = keys.map((k) => s.literals[k]).find((l) => l !== undefined && l !== 'null');
      if (lit !== undefined) own.set(canonical, lit);
    }
    aliasLiterals.set(s.date, own);
    const rates = columns.map((code) => {
      let lit = s.literals[keyOf(code)];
      if (lit === undefined) {
        const alias = (aliasOf.get(code) ?? []).find((a) => s.literals[a] !== undefined);
        if (alias) {
          lit = s.literals[alias];
          aliasFills++;
        }
      }
      if (lit === undefined || lit === 'null') return null;
      const value = literalToRate(lit);
      if (value === null)
        valueIssues.push({ check: 'value', code, date: s.date, detail: `upstream value ${lit} is not a positive finite number; stored as null` });
      return value;
    });
    const usd = rates[columns.indexOf(pivot)];
    if (usd !== 1) throw new Error(`${s.date}: pivot ${pivot} rate is ${usd}, not 1`);
    return { date: s.date, updated_at: updatedAt(s.date), rates };
  });
  return { rows, valueIssues, aliasFills, aliasLiterals };
}

/**
 * The alias rule applied to withheld values, right after `curate` and before the row joins the
 * history: where a canonical code's quote is withheld and upstream quoted the same asset under an
 * alias that day (XBT for BTC), the alias's own quote ships in its place, as it would if the
 * canonical code were missing. The withheld entry records the value used (`aliasValue`); `onFill`
 * counts the fills.
 */
export function aliasFiller(columns, aliasLiterals, onFill = () => {}) {
  return (row, withheld) => {
    const literals = aliasLiterals.get(row.date);
    for (const w of withheld) {
      const lit = literals?.get(w.code);
      if (lit === undefined) continue;
      w.aliasValue = literalToRate(lit);
      row.rates[columns.indexOf(w.code)] = w.aliasValue;
      onFill();
    }
  };
}

/**
 * The capture time of a snapshot: the start of its quote date, UTC.
 *
 * Upstream's workflow is scheduled daily at 00:00 UTC, stamps the files with
 * that run's UTC date and publishes at the end of the run, so the rates were
 * fetched at or after <date>T00:00:00Z and before the publish time. The start
 * of the day is never later than the real capture, so a snapshot never looks
 * fresher than it is. The registry's publish time is not used: for most
 * versions it is days to years after the quote date (a republication), and
 * even on the quote date it marks the end of the run, not the fetch.
 */
export function updatedAt(date) {
  return `${date}T00:00:00Z`;
}

/**
 * Upstream literal -> dataset value. A JSON number is kept when the double it
 * parses to prints back as the same decimal (always the case today: upstream
 * writes JS-printed doubles); otherwise the exact decimal is kept as a string,
 * which the format allows for values a double cannot hold.
 */
export function literalToRate(lit) {
  if (lit.startsWith('"')) lit = JSON.parse(lit);
  if (!/^-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/.test(lit)) return null;
  const n = Number(lit);
  if (!Number.isFinite(n) || n <= 0) return null;
  const exact = plainDecimal(lit);
  return plainDecimal(String(n)) === exact ? n : exact;
}

/** A decimal literal in plain notation without redundant zeros (`1.50e-3` -> `0.0015`). */
function plainDecimal(lit) {
  const [, sign, int = '', frac = '', exp = '0'] = /^(-?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(lit);
  // The value is 0.<digits> shifted so that the point sits after `point` digits.
  let digits = int + frac;
  let point = int.length + Number(exp);
  const lead = digits.length - digits.replace(/^0+/, '').length;
  digits = digits.slice(lead).replace(/0+$/, '');
  point -= lead;
  if (!digits) return '0';
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return sign + digits + '0'.repeat(point - digits.length);
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}
