import { describe, expect, it } from 'vitest';
import { warningSummary } from '../../src/cli/output/warningSummary.js';

describe('warningSummary', () => {
  it('counts warnings by kind, the most frequent first', () => {
    expect(warningSummary([{ kind: 'jump' }, { kind: 'gap' }, { kind: 'jump' }])).toBe('3 warnings: 2 jump, 1 gap');
  });

  it('is undefined without warnings, and singular for one', () => {
    expect(warningSummary([])).toBeUndefined();
    expect(warningSummary([{ kind: 'gap' }])).toBe('1 warning: 1 gap');
  });
});
