import { describe, expect, it } from 'vitest';
import { versionGate } from '../../src/redis/versionGate.js';

describe('versionGate', () => {
  it('admits each newer version once, nothing up to the version reached, and no garbage', () => {
    const gate = versionGate();
    gate.reached({ date: '2026-09-28', capturedAt: 1_759_050_000_000 });
    expect(gate.admit('20260928 1759050000000')).toBe(false); // served
    expect(gate.admit('20260928 1759049999999')).toBe(false); // older capture
    expect(gate.admit('20260927 1759999999999')).toBe(false); // older date
    expect(gate.admit('20260928 1759050000001')).toBe(true);
    expect(gate.admit('20260928 1759050000001')).toBe(false); // already admitted
    for (const garbage of [
      '',
      'x',
      '2026-09-29 1',
      '20260929',
      '20260929 1 2',
      '20260929 1e3',
      ' 20260929 1',
      '20260929 12345678901234567',
      'x'.repeat(1 << 20),
    ])
      expect(gate.admit(garbage)).toBe(false);
    gate.reached({ date: '2026-09-29', capturedAt: 5 });
    expect(gate.admit('20260929 5')).toBe(false);
    expect(gate.admit('20260929 6')).toBe(true);
  });

  it('forgets the oldest admitted version past 256, so a flood of made-up versions holds bounded memory', () => {
    const gate = versionGate();
    for (let i = 1; i <= 300; i++) expect(gate.admit(`20260929 ${i}`)).toBe(true);
    expect(gate.admit('20260929 300')).toBe(false);
    expect(gate.admit('20260929 1')).toBe(true); // forgotten, so admitted again
  });

  it('admits a version again after a failed read (a store failing over), and only then', () => {
    const gate = versionGate();
    expect(gate.admit('20260929 7')).toBe(true);
    expect(gate.admit('20260929 7')).toBe(false);
    gate.unread();
    expect(gate.admit('20260929 7')).toBe(true);
    expect(gate.admit('20260929 7')).toBe(false);
    gate.reached({ date: '2026-09-29', capturedAt: 7 });
    gate.unread();
    expect(gate.admit('20260929 7')).toBe(false); // served: a failed read later changes nothing for it
  });
});
