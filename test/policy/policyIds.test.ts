import { describe, expect, expectTypeOf, it } from 'vitest';
import { convert, history, type Policy, type PolicyId } from '../../src/index.js';
import { definePolicy, policies } from '../../src/policy/index.js';
import { defaultDataset as ds } from '../../src/data.js';

// Issue 37, item 5: the policy option's type is the built-in ids and Policy. Each @ts-expect-error
// line is checked by `tsc` (test/ is in tsconfig's include) and must stay an error.

describe('policy ids, typed', () => {
  it('the type of the option is the union of the nineteen built-in ids and Policy', () => {
    expectTypeOf<'pl-pit'>().toExtend<PolicyId>();
    expectTypeOf<'ias21-average'>().toExtend<PolicyId>();
    expectTypeOf<'uk-hmrc'>().toExtend<PolicyId>();
    expectTypeOf<'us-fbar'>().toExtend<PolicyId>();
    expectTypeOf<'pl-pt'>().not.toExtend<PolicyId>();
    expectTypeOf<string>().not.toExtend<PolicyId>();
    const ids: PolicyId[] = policies().map((p) => p.id as PolicyId);
    expect(ids).toHaveLength(19);
    const mine: Policy = definePolicy({
      id: 'mine',
      title: 'Mine',
      basis: { text: 'An article', url: 'https://example.org/a' },
      source: 'nbp',
      rateType: 'mid',
      select: 'before',
    });
    // Never called: the lines are there for the compiler.
    const compiles = () => [
      convert(ds, { from: 'EUR', to: 'PLN' }, { policy: 'pl-pit' }),
      convert(ds, { from: 'EUR', to: 'PLN' }, { policy: mine }),
      // @ts-expect-error a misspelt built-in id
      convert(ds, { from: 'EUR', to: 'PLN' }, { policy: 'pl-pt' }),
      // @ts-expect-error any string is not an id
      history(ds, { date: '2026-03-04', base: 'EUR' }, { policy: 'pl-pit '.trim() }),
    ];
    expect(typeof compiles).toBe('function');
  });
});
