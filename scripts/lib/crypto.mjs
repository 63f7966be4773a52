// Crypto facts: name, symbol and exponent of every quoted digital asset.
//
// Sources, in the order scripts/crypto-curated.json points at them:
//   ledger   @ledgerhq/cryptoassets (Apache-2.0): native chains, units[0].magnitude
//   erc20    @metamask/contract-metadata (ISC): Ethereum-mainnet ERC-20 decimals
//   curated  the table itself, with a `source` note per hand-kept exponent

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import vm from 'node:vm';
import { readJson } from './npm-cache.mjs';

/**
 * Reads Ledger's chain list from the package's compiled lib/currencies.js.
 *
 * The list is a large object literal built with helper functions (units
 * arrays, explorer views), so it is evaluated rather than parsed. It runs in
 * a fresh vm context whose only globals are created inside that context (two
 * stub modules for its two requires), with a time limit: no object of this
 * realm (require, process, fs) is reachable from the package's code.
 */
export async function loadLedger(dir) {
  const src = await readFile(join(dir, 'lib', 'currencies.js'), 'utf8');
  const prelude = `
    var module = { exports: {} }; var exports = module.exports;
    var CoinType = new Proxy({}, { get: (_, k) => String(k) });
    function require(id) {
      if (id === '@ledgerhq/types-cryptoassets') return { CoinType };
      if (id === './currencies-store') return { getInjectedCurrenciesStore() {}, registerCurrencyInStore() {} };
      throw new Error('unexpected require ' + id);
    }`;
  const epilogue = `
    ;globalThis.__out = JSON.stringify(Object.values(module.exports.cryptocurrenciesById)
      .filter((c) => !c.isTestnetFor)
      .map((c) => ({ id: c.id, name: c.name, ticker: c.ticker, unit: c.units[0] })));`;
  const ctx = vm.createContext(Object.create(null));
  vm.runInContext(`${prelude}\n${src}\n${epilogue}`, ctx, { timeout: 10_000 });
  const byId = new Map();
  for (const c of JSON.parse(ctx.__out)) byId.set(c.id, c);
  return byId;
}

/** MetaMask's contract map: ERC-20 entries grouped by upper-case symbol. */
export async function loadMetaMask(dir) {
  const map = await readJson(join(dir, 'contract-map.json'));
  const bySymbol = new Map();
  for (const [address, t] of Object.entries(map)) {
    if (!t.erc20 || typeof t.symbol !== 'string') continue;
    const key = t.symbol.toUpperCase();
    if (!bySymbol.has(key)) bySymbol.set(key, []);
    bySymbol.get(key).push({ address, name: t.name, decimals: t.decimals });
  }
  return bySymbol;
}

/**
 * Builds cryptoMeta for `codes` and records which source gave each field.
 * A code without a curated entry is returned in `missing` (left out with a
 * pointer to the table) rather than failing, so a new upstream token does
 * not break the nightly rebuild.
 */
export function buildCryptoMeta(codes, curated, ledger, metamask) {
  const meta = {};
  const provenance = {};
  const missing = [];
  const warnings = [];
  for (const code of codes) {
    const entry = curated.assets[code];
    if (!entry) {
      missing.push(code);
      continue;
    }
    let pkg = null;
    if (entry.ledger) {
      const c = ledger.get(entry.ledger);
      if (!c) throw new Error(`${code}: Ledger id ${entry.ledger} not found in @ledgerhq/cryptoassets`);
      if (c.ticker.toUpperCase() !== code) warnings.push(`${code}: Ledger id ${entry.ledger} has ticker ${c.ticker}`);
      pkg = { name: c.name, exponent: c.unit.magnitude, source: `ledger:${entry.ledger}` };
    } else if (entry.erc20) {
      const list = metamask.get(code) ?? [];
      if (list.length !== 1) throw new Error(`${code}: expected one MetaMask ERC-20 with that symbol, found ${list.length}`);
      const [t] = list;
      pkg = { name: t.name, exponent: t.decimals, source: `metamask:${t.address}` };
    }
    if (pkg && entry.exponent !== undefined && entry.exponent !== pkg.exponent) {
      warnings.push(`${code}: curated exponent ${entry.exponent} overrides ${pkg.source} (${pkg.exponent})`);
    }
    const name = entry.name ?? pkg?.name;
    const exponent = entry.exponent ?? pkg?.exponent;
    if (typeof name !== 'string' || name === '') throw new Error(`${code}: no name`);
    if (!Number.isInteger(exponent) || exponent < 0 || exponent > 30) throw new Error(`${code}: bad exponent ${exponent}`);
    meta[code] = { name, symbol: entry.symbol ?? code, exponent, type: 'crypto' };
    provenance[code] = {
      name: entry.name ? 'curated' : pkg.source,
      symbol: entry.symbol ? 'curated' : 'ticker',
      exponent: entry.exponent !== undefined ? 'curated' : pkg.source,
      note: [entry.source, entry.note].filter(Boolean).join('; '),
    };
  }
  return { meta, provenance, missing, warnings };
}
