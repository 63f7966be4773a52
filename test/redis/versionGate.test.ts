import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX_BYTES, versionGate } from '../../src/redis/versionGate.js';

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

  it('reads a message as bytes as it reads its text, and refuses a long one by its length, unread', () => {
    const gate = versionGate();
    const bytes = (text: string) => new TextEncoder().encode(text);
    gate.reached({ date: '2026-09-28', capturedAt: 1_759_050_000_000 });
    expect(gate.admit(bytes('20260928 1759050000000'))).toBe(false);
    expect(gate.admit(bytes('20260929 1759136400000'))).toBe(true);
    expect(gate.admit('20260929 1759136400000')).toBe(false); // the same version, as text
    expect(gate.admit('20260929 01')).toBe(false); // a leading zero: not a write's message
    expect(gate.admit('20260929 9007199254740993')).toBe(false); // past a safe integer
    const huge = new Uint8Array(1 << 20).fill(0x31);
    expect(gate.admit(huge)).toBe(false);
    expect(gate.admit('2'.repeat(MESSAGE_MAX_BYTES + 1))).toBe(false);
    expect(gate.counts).toEqual({ heard: 7, unread: 2, admitted: 1, mostBytesRead: 25 });
  });
});
