import type { CurrencyCode } from '../types.js';
import { registryEntry } from './registry.js';

// ISO 4217 list one's minor units where they are not 2, as OpenJDK's CurrencyData.properties
// (dataVersion 175) mirrors them: minor0, minor3 and minor4 (current codes), and minorUndefined
// (metals, funds and test codes, which have none).
const MINOR: Readonly<Record<string, number>> = /* @__PURE__ */ minorUnitsTable();

// Marked pure: a table built by spreads at the top level is a statement a bundler keeps.
/* @__NO_SIDE_EFFECTS__ */
function minorUnitsTable(): Record<string, number> {
  return {
    ...Object.fromEntries('BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF'.split(' ').map((code) => [code, 0])),
    ...Object.fromEntries('BHD IQD JOD KWD LYD OMR TND'.split(' ').map((code) => [code, 3])),
    CLF: 4,
  };
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
  return registryEntry(code)?.minorUnits ?? (Object.prototype.hasOwnProperty.call(MINOR, code) ? MINOR[code] : 2);
}
