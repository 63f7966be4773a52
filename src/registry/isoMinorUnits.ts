import type { CurrencyCode } from '../types.js';
import { registryMinorUnits } from './withdrawals.js';

// ISO 4217 list one's minor units where they are not 2, as OpenJDK's CurrencyData.properties
// (dataVersion 175) mirrors them: minor0, minor3 and minor4 (current codes), and minorUndefined
// (metals, funds and test codes, which have none).
const MINOR: Readonly<Record<string, number>> = /* @__PURE__ */ minorTable();

// A call, not an object of spreads: a bundler drops an unused annotated call, never an unused spread.
function minorTable(): Record<string, number> {
  const table: Record<string, number> = { CLF: 4 };
  for (const code of 'BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF'.split(' ')) table[code] = 0;
  for (const code of 'BHD IQD JOD KWD LYD OMR TND'.split(' ')) table[code] = 3;
  return table;
}
const NONE = /* @__PURE__ */ new Set(/* @__PURE__ */ 'XAG XAU XBA XBB XBC XBD XDR XFO XFU XPD XPT XSU XTS XUA XXX'.split(' '));

/**
 * ISO 4217 minor units of a code without a dataset: the registry's for a withdrawn code, ISO's where
 * they are not 2, else 2 (ISO's usual); undefined for the codes that have none (XAU, XDR, XXX...).
 *
 * @param code - A canonical code.
 * @returns The number of decimals of its minor unit, or undefined.
 * @example
 * isoMinorUnits('KWD') // 3
 */
export function isoMinorUnits(code: CurrencyCode): number | undefined {
  if (NONE.has(code)) return undefined;
  return registryMinorUnits(code) ?? (Object.prototype.hasOwnProperty.call(MINOR, code) ? MINOR[code] : 2);
}
