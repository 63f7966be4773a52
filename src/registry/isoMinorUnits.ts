import type { CurrencyCode } from '../types.js';
import { registryMinorUnits } from './withdrawals.js';

// ISO 4217 list one's minor units where they are not 2, as OpenJDK's CurrencyData.properties
// (dataVersion 175) mirrors them: minor0, minor3 and minor4 (current codes), and minorUndefined
// (metals, funds and test codes, which have none: undefined).
const MINOR: ReadonlyMap<string, number | undefined> = /* @__PURE__ */ minorTable();

// A call, not an object of spreads: a bundler drops an unused annotated call, never an unused spread.
function minorTable(): Map<string, number | undefined> {
  const table = new Map<string, number | undefined>([['CLF', 4]]);
  for (const code of 'BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF'.split(' ')) table.set(code, 0);
  for (const code of 'BHD IQD JOD KWD LYD OMR TND'.split(' ')) table.set(code, 3);
  for (const code of 'XAG XAU XBA XBB XBC XBD XDR XFO XFU XPD XPT XSU XTS XUA XXX'.split(' ')) table.set(code, undefined);
  return table;
}

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
  // The registry lists withdrawn codes only, none of which is a metal, a fund or a test code.
  return registryMinorUnits(code) ?? (MINOR.has(code) ? MINOR.get(code) : 2);
}
