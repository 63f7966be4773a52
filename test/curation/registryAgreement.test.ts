import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { defaultRules } from '../../src/curation/defaultRules.js';
import { redenominationsOf, withdrawalOf } from '../../src/registry/registry.js';

// The curation's withdrawn currencies and unit changes, and the currency registry behind
// `currency()` and the legal factors, state the same facts: this keeps them from drifting apart.
describe('curation facts and the currency registry', () => {
  it('agree on every withdrawn currency both list: the changeover date and the successor', () => {
    // The curation also lists the euro changeovers the ECB series quoted (CYP, EEK, ...), which
    // the registry does not; the withdrawals within the embedded data's years must be in both.
    for (const code of ['BGN', 'ANG', 'ZWL']) expect(withdrawalOf(code), code).toBeDefined();
    for (const [code, w] of Object.entries(defaultRules.withdrawn)) {
      if (withdrawalOf(code)) expect(withdrawalOf(code), code).toMatchObject({ on: w.since, successor: w.replacedBy });
    }
  });

  it('agree on every unit change: the date, and the factor (new per old against old per new)', () => {
    for (const change of defaultRules.unitChanges) {
      const step = redenominationsOf(change.code).find((r) => r.date === change.date);
      expect(step, `${change.code} ${change.date}`).toBeDefined();
      expect(new Big(1).div(step!.factor).eq(change.factor), change.code).toBe(true);
    }
  });
});
