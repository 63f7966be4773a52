import { cached, cacheSlot } from '../dataset/datasetIndex.js';
import { fail } from '../errors.js';
import type { Dataset } from '../types.js';

// BCP 47 langtag (RFC 5646) without grandfathered tags: language, script, region, variants, extensions, private use.
const LANGTAG = /^[a-z]{2,3}(-[a-z]{4})?(-(?:[a-z]{2}|\d{3}))?(-(?:[a-z\d]{5,8}|\d[a-z\d]{3}))*(-[a-wyz\d](-[a-z\d]{2,8})+)*(-x(-[a-z\d]{1,8})+)?$/i;

// Lookup by truncation sends zh-TW to zh (Simplified); CLDR's likely subtags say Traditional.
const TRADITIONAL_REGIONS = /* @__PURE__ */ new Set(['tw', 'hk', 'mo']);

/** True when `tag` is a well-formed BCP 47 language tag. */
export function isWellFormedLocale(tag: string): boolean {
  return tag.length <= 64 && LANGTAG.test(tag);
}

// The shipped tags by their lower-case spelling, per dataset.
const LOCALE_INDEX = /* @__PURE__ */ cacheSlot<Map<string, string>>('locale index');

function indexOf(dataset: Dataset): Map<string, string> {
  return new Map(Object.keys(dataset.locales).map((tag) => [tag.toLowerCase(), tag]));
}

/**
 * Finds the shipped locale for a requested BCP 47 tag by lookup fallback (RFC 4647):
 * `de-AT` -> `de`, `zh-Hant-TW` -> `zh-Hant`, case-insensitively.
 *
 * @param dataset - The dataset whose locales are searched.
 * @param tag - The requested tag, well-formed (parseLocale checks).
 * @returns The shipped tag in its canonical casing.
 * @example
 * resolveLocale(ds, 'DE-at') // "de"
 */
export function resolveLocale(dataset: Dataset, tag: string): string {
  const index = cached(dataset, LOCALE_INDEX, indexOf);
  const subtags = tag.toLowerCase().split('-x-')[0]!.split('-');
  for (let n = subtags.length; n > 0; n--) {
    const candidate = subtags.slice(0, n).join('-');
    const found = index.get(candidate);
    if (found) return found;
    if (n === 2 && subtags[0] === 'zh' && TRADITIONAL_REGIONS.has(subtags[1]!)) {
      const traditional = index.get('zh-hant');
      if (traditional) return traditional;
    }
  }
  fail('unsupported_locale', `No currency names for locale ${JSON.stringify(tag)}. Supported: ${Object.keys(dataset.locales).sort().join(', ')}.`, 'locale');
}
