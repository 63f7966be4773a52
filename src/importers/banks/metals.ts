/**
 * The ISO 4217 codes of precious metals (gold, silver, platinum, palladium), which central banks
 * price beside their currencies (the NBU per troy ounce, the BNR per gram) but which are not
 * currencies: the bank importers leave them out with a `not_a_currency` warning.
 */
export const METALS: ReadonlySet<string> = new Set(['XAU', 'XAG', 'XPT', 'XPD']);
