import type { CurrencyCode } from '../types.js';
import { isoName } from './registryData.js';
import { QUOTED_WITHDRAWN } from './quotedData.js';
import type { QuotedWithdrawal, WithdrawnCurrency } from './types.js';
import { registryMinorUnits, withdrawalOf } from './withdrawals.js';

function withdrawnCurrency(code: CurrencyCode, quoted: QuotedWithdrawal): WithdrawnCurrency {
  // Every quoted code has a withdrawal in the table: test/registry/currencyTable.test.ts holds it.
  const withdrawal = withdrawalOf(code)!;
  const fact = { name: quoted.cldrName ?? isoName(code)!, minorUnits: registryMinorUnits(code)!, replacedBy: withdrawal.successor, since: withdrawal.on };
  return quoted.evidence === undefined ? fact : { ...fact, source: quoted.evidence };
}

/**
 * The withdrawn currencies that feeds quote, by code, read from the one currency table: the ECB's
 * withdrawn currencies (so an imported history answers a 2005 CYP question with the rate the ECB
 * published) and ANG, BGN and ZWL, which daily feeds kept quoting up to their changeover. The
 * importers' legacy catalogue and the curation's `withdrawn` facts are this one object.
 *
 * @example
 * QUOTED_WITHDRAWALS.CYP // { name: 'Cypriot Pound', minorUnits: 2, replacedBy: 'EUR', since: '2008-01-01' }
 */
export const QUOTED_WITHDRAWALS: Readonly<Record<CurrencyCode, WithdrawnCurrency>> = /* @__PURE__ */ Object.fromEntries(
  /* @__PURE__ */ Object.entries(QUOTED_WITHDRAWN).map(([code, quoted]) => [code, withdrawnCurrency(code, quoted)]),
);
