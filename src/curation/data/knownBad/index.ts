import type { KnownBad } from '../../rulesTypes.js';
import { KNOWN_BAD_ALTERNATIONS } from './alternations.js';
import { KNOWN_BAD_BROKEN_CRYPTO } from './brokenCrypto.js';
import { KNOWN_BAD_EXCURSIONS } from './excursions.js';
import { KNOWN_BAD_SECOND_SOURCE } from './secondSource.js';
import { KNOWN_BAD_TICKERS } from './tickers.js';
import { KNOWN_BAD_VERSIONS } from './versions.js';

/**
 * Upstream values proven wrong, each with its reason and evidence (rule `known_bad`): we withhold
 * values proven wrong by their neighbours and never replace them. Proof means a one-snapshot
 * excursion that returns to the previous level at the next quote, a quote that is plainly
 * something else (another asset under the ticker, a fiat code carrying a token's price, a pegged
 * currency quoted the wrong way round, a stale rate), an alternation, or a quote beyond the
 * second-source threshold against the ECB fixes on both sides of it. A value a rule can see
 * (pegs, band, unit, jump, managed rate, alternation) needs no entry. An entry with a `version`
 * withholds that one published version of a value, as its publisher's corrected copy proves it wrong.
 */
export const KNOWN_BAD: readonly KnownBad[] = [
  ...KNOWN_BAD_BROKEN_CRYPTO,
  ...KNOWN_BAD_TICKERS,
  ...KNOWN_BAD_EXCURSIONS,
  ...KNOWN_BAD_ALTERNATIONS,
  ...KNOWN_BAD_SECOND_SOURCE,
  ...KNOWN_BAD_VERSIONS,
];
