// Fiat facts: which quoted codes are fiat, their ISO 4217 minor units, and
// their localized names and symbols from CLDR.

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readJson } from './npm-cache.mjs';

/**
 * Reads currency-codes' data.js. It is `module.exports = [ ...JSON... ];`,
 * so the array is parsed as JSON instead of executing the package's code.
 */
export async function loadIsoList(dir) {
  const text = await readFile(join(dir, 'data.js'), 'utf8');
  const start = text.indexOf('[');
  const end = text.lastIndexOf(']');
  const list = JSON.parse(text.slice(start, end + 1));
  // The date ISO list one was taken; codes ISO added after it come from CLDR (newerIsoCurrencies).
  const dataDate = /Data last updated (\d{4}-\d{2}-\d{2})/.exec(text)?.[1];
  if (!dataDate) throw new Error('currency-codes data.js: no "Data last updated" date');
  const byCode = new Map(list.map((e) => [e.code, e]));
  return { byCode, dataDate };
}

/**
 * Codes that became legal tender after `sinceDate` according to CLDR's
 * currencyData (region tender with a `_from` and no `_to`). currency-codes
 * freezes ISO list one at its data date, so a currency ISO added later
 * (XCG, the Caribbean guilder of 2025-03-31) is recognised through CLDR.
 */
export function newerIsoCurrencies(currencyData, sinceDate) {
  const found = new Map();
  for (const [region, entries] of Object.entries(currencyData.region)) {
    for (const entry of entries) {
      for (const [code, v] of Object.entries(entry)) {
        if (v._tender === 'false' || v._to || !v._from || v._from <= sinceDate) continue;
        const prev = found.get(code);
        found.set(code, { from: prev && prev.from < v._from ? prev.from : v._from, regions: [...(prev?.regions ?? []), region] });
      }
    }
  }
  return found;
}

/** CLDR's default fraction digits for a code (`DEFAULT` when none is listed). */
export function cldrDigits(currencyData, code) {
  const f = currencyData.fractions[code] ?? currencyData.fractions.DEFAULT;
  return Number(f._digits);
}

/**
 * Sorts every quoted non-crypto-looking code into fiat or left out.
 *
 * @param quoted   codes upstream quotes (upper case)
 * @param iso      loadIsoList() result
 * @param curated  scripts/fiat-curated.json
 * @param cldrEn   CLDR `en` currencies (names of withdrawn currencies too)
 * @param newer    newerIsoCurrencies() result
 * @returns { fiat: Map code -> { minorUnits, source }, leftOut: Map code -> reason }
 *          Codes it does not recognise as currency-like are not returned (they
 *          are crypto candidates).
 */
export function classifyFiat(quoted, { iso, curated, cldrEn, newer, currencyData }) {
  const fiat = new Map();
  const leftOut = new Map();
  for (const code of quoted) {
    const isoEntry = iso.byCode.get(code);
    if (curated.notCurrency[code]) {
      leftOut.set(code, curated.notCurrency[code]);
    } else if (isoEntry) {
      // currency-codes writes minor units as a number; ISO's "N.A." (metals,
      // funds) would arrive as a non-number, and those codes are excluded above.
      if (!Number.isInteger(isoEntry.digits)) throw new Error(`${code}: currency-codes has no integer minor units (${isoEntry.digits})`);
      fiat.set(code, { minorUnits: isoEntry.digits, source: 'currency-codes' });
    } else if (newer.has(code)) {
      const n = newer.get(code);
      fiat.set(code, {
        minorUnits: cldrDigits(currencyData, code),
        source: `cldr-core currencyData (legal tender in ${n.regions.join(', ')} from ${n.from}, after currency-codes' data date)`,
      });
    } else if (curated.notIso[code]) {
      leftOut.set(code, curated.notIso[code]);
    } else if (cldrEn[code]) {
      leftOut.set(code, `withdrawn currency (${cldrEn[code].displayName}; not in current ISO 4217 list one)`);
    }
  }
  return { fiat, leftOut };
}

/**
 * The CLDR parent chain of a locale, ending with `und` (root): explicit
 * parentLocales first (en-GB -> en-001 -> en, zh-Hant -> und), otherwise
 * truncation of the last subtag.
 */
export function parentChain(locale, parentLocales) {
  const chain = [locale];
  let cur = locale;
  while (cur !== 'und') {
    cur = parentLocales[cur] ?? (cur.includes('-') ? cur.slice(0, cur.lastIndexOf('-')) : 'und');
    chain.push(cur);
  }
  return chain;
}

/**
 * Builds locale -> code -> [name, symbol] for every fiat code.
 *
 * The cldr-numbers-full JSON is already inheritance-resolved (a child file
 * repeats what it inherits), but the chain is walked anyway so the build does
 * not depend on that; `stats` counts where each value came from so the README
 * can say so. Fallbacks: a name missing in the whole chain takes the English
 * name (CLDR root has no display names), then the code; a symbol missing in
 * the chain takes root's, then the code (CLDR's own rule: no symbol means the
 * ISO code is shown).
 */
export function buildLocales(locales, fiatCodes, loadCurrencies, parentLocales) {
  const out = {};
  const stats = {};
  const en = resolveChain('en', loadCurrencies, parentLocales);
  for (const locale of locales) {
    const chain = resolveChain(locale, loadCurrencies, parentLocales);
    const table = {};
    const s = { name: {}, symbol: {} };
    const count = (kind, from) => (s[kind][from] = (s[kind][from] ?? 0) + 1);
    for (const code of fiatCodes) {
      const name = pick(chain, code, 'displayName') ?? tag(pick(en, code, 'displayName'), 'english') ?? { value: code, from: 'code' };
      const symbol = pick(chain, code, 'symbol') ?? { value: code, from: 'code' };
      count('name', name.from);
      count('symbol', symbol.from);
      table[code] = [name.value, symbol.value];
    }
    out[locale] = table;
    stats[locale] = s;
  }
  return { locales: out, stats };
}

function resolveChain(locale, loadCurrencies, parentLocales) {
  return parentChain(locale, parentLocales).map((l, depth) => ({ locale: l, depth, data: loadCurrencies(l) }));
}

/** First value of `field` along the chain, tagged own / parent / root by where it was found. */
function pick(chain, code, field) {
  for (const { locale, depth, data } of chain) {
    const v = data[code]?.[field];
    if (typeof v === 'string' && v !== '') return { value: v, from: depth === 0 ? 'own' : locale === 'und' ? 'root' : 'parent' };
  }
  return null;
}

function tag(found, from) {
  return found ? { value: found.value, from } : null;
}

/** Reads `main/<locale>/currencies.json` for each locale from the extracted cldr-numbers-full. */
export async function readCldrCurrencies(dir, locales) {
  const map = new Map();
  for (const l of locales) {
    const doc = await readJson(join(dir, 'main', l, 'currencies.json'));
    map.set(l, doc.main[l].numbers.currencies);
  }
  return (locale) => {
    if (!map.has(locale)) throw new Error(`CLDR locale ${locale} was not extracted`);
    return map.get(locale);
  };
}
