import { fail } from '../../errors.js';
import type { CryptoMeta, CurrencyCode, FiatMeta, Market } from '../../types.js';
import type { Feed } from '../feed.js';
import { invalidFeed } from '../invalidFeed.js';
import { knownAsset } from './knownCoins.js';
import { LEGACY_CURRENCIES } from './legacyCurrencies.js';
import type { ImportOptions, MetadataCatalog } from '../types.js';
import type { WarningList } from '../warningList.js';
import { ASSET_CODE, FIAT_CODE } from '../../dataset/codeSyntax.js';

/** The codes an import keeps, each with its market, and a catalog that covers exactly them. */
export interface ResolvedCatalog {
  readonly markets: ReadonlyMap<CurrencyCode, Market>;
  readonly catalog: MetadataCatalog;
}

const MINIMAL_EXPONENT = 8;
const own = (record: object | undefined, key: string): boolean => record !== undefined && Object.hasOwn(record, key);

/**
 * Decides, for every code of a feed, its market and metadata: the caller's catalog first, then the
 * ECB legacy table (fiat) and the built-in coin table (crypto), then — only with
 * `allowMinimalMetadata` and a feed whose format names its market — the code itself as name and
 * symbol. Any other code is left out with an `unknown_code` warning; a pivot without metadata fails.
 *
 * @example
 * resolveCatalog(feed, { metadata: defaultDataset }, warnings).markets.get('CYP') // "fiat"
 */
export function resolveCatalog(feed: Feed, options: ImportOptions, warnings: WarningList): ResolvedCatalog {
  requireCatalog(options);
  const source = options.metadata;
  const minimal = options.allowMinimalMetadata === true;
  const firstSeen = new Map<CurrencyCode, string>([[feed.pivot, feed.snapshots[0]?.date ?? '']]);
  for (const snapshot of feed.snapshots) for (const code of snapshot.rates.keys()) if (!firstSeen.has(code)) firstSeen.set(code, snapshot.date);

  const markets = new Map<CurrencyCode, Market>();
  const fiatMeta: Record<CurrencyCode, FiatMeta> = {};
  const english: Record<CurrencyCode, [string, string]> = {};
  const cryptoMeta: Record<CurrencyCode, CryptoMeta> = {};
  for (const [code, date] of firstSeen) {
    const fallback = code === feed.pivot ? (feed.pivotMarket ?? feed.defaultMarket) : feed.defaultMarket;
    const sourceEn = source?.locales.en;
    const legacy = own(LEGACY_CURRENCIES, code) ? LEGACY_CURRENCIES[code] : undefined;
    const asset = knownAsset(code);
    if (own(source?.fiatMeta, code) && own(sourceEn, code)) {
      markets.set(code, 'fiat');
      fiatMeta[code] = { minorUnits: source!.fiatMeta[code]!.minorUnits };
      english[code] = [...sourceEn![code]!];
    } else if (own(source?.cryptoMeta, code)) {
      markets.set(code, 'crypto');
      cryptoMeta[code] = { ...source!.cryptoMeta[code]! };
    } else if (legacy && options.legacyCurrencies === 'drop' && code !== feed.pivot) {
      warnings.add(
        'legacy_dropped',
        date,
        code,
        `${code} (${legacy.name}) was replaced by ${legacy.replacedBy} on ${legacy.since}; left out as legacyCurrencies is 'drop'`,
      );
    } else if (legacy) {
      markets.set(code, 'fiat');
      fiatMeta[code] = { minorUnits: legacy.minorUnits };
      english[code] = [legacy.name, code];
    } else if (asset && ASSET_CODE.test(code)) {
      markets.set(code, 'crypto');
      cryptoMeta[code] = { name: asset.name ?? code, symbol: asset.symbol ?? code, exponent: asset.exponent ?? MINIMAL_EXPONENT, type: 'crypto' };
    } else if (minimal && fallback === 'fiat' && FIAT_CODE.test(code)) {
      markets.set(code, 'fiat');
      fiatMeta[code] = { minorUnits: 2 };
      english[code] = [code, code];
    } else if (minimal && fallback === 'crypto' && ASSET_CODE.test(code)) {
      markets.set(code, 'crypto');
      cryptoMeta[code] = { name: code, symbol: code, exponent: MINIMAL_EXPONENT, type: 'crypto' };
    } else if (code === feed.pivot) {
      invalidFeed('', `the pivot ${code} has no metadata in the catalog; pass a catalog that covers it or allowMinimalMetadata: true`);
    } else {
      warnings.add('unknown_code', date, code, `${code} is not in the metadata catalog; left out`);
    }
  }
  return { markets, catalog: { fiatMeta, cryptoMeta, locales: localesFor(fiatMeta, english, source) } };
}

// Every locale of the catalog names every kept fiat code; where one lacks a code (a legacy currency,
// say) it takes the English name and the code as symbol, as the data build does for CLDR gaps.
function localesFor(
  fiatMeta: Record<CurrencyCode, FiatMeta>,
  english: Record<CurrencyCode, [string, string]>,
  source: MetadataCatalog | undefined,
): MetadataCatalog['locales'] {
  const codes = Object.keys(fiatMeta).sort();
  const locales: Record<string, Record<CurrencyCode, readonly [string, string]>> = { en: english };
  for (const [tag, entries] of Object.entries(source?.locales ?? {})) {
    if (tag === 'en') continue;
    const table: Record<CurrencyCode, readonly [string, string]> = {};
    for (const code of codes) table[code] = own(entries, code) ? [...entries[code]!] : [english[code]![0], code];
    locales[tag] = table;
  }
  return locales;
}

/**
 * Fails with `invalid_parameter` (param `metadata`) when an import has neither a catalog nor leave
 * to name codes by themselves; checked before any work.
 *
 * @example
 * requireCatalog({}) // throws
 */
export function requireCatalog(options: ImportOptions): void {
  if (!options.metadata && options.allowMinimalMetadata !== true) {
    fail(
      'invalid_parameter',
      'No metadata catalog: pass options.metadata (e.g. defaultDataset from "ratebook/data") or allowMinimalMetadata: true.',
      'metadata',
    );
  }
}
