import { describe, expect, it } from 'vitest';
import { RatebookError } from '../../src/index.js';
import { parseAmount } from '../../src/params/parseAmount.js';
import { caught } from '../errors.js';

/** The message of the error a call raises (these tests are about what the message tells a person). */
function messageOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof RatebookError) return error.message;
  }
  throw new Error('expected a RatebookError');
}

describe('parseAmount', () => {
  it('tells a plus sign decoded to a space (amount=+1) how to send it: %2B', () => {
    expect(caught(() => parseAmount(' 1'))).toMatchObject({ code: 'invalid_parameter', param: 'amount' });
    expect(messageOf(() => parseAmount(' 1'))).toContain('%2B');
    expect(messageOf(() => parseAmount(' 12.5e3'))).toContain('%2B');
    expect(messageOf(() => parseAmount(' abc'))).not.toContain('%2B');
    expect(messageOf(() => parseAmount('1 '))).not.toContain('%2B');
  });

  it('calls an amount over 100 characters too long, not malformed', () => {
    const long = `1${'0'.repeat(100)}`;
    expect(caught(() => parseAmount(long))).toMatchObject({ code: 'invalid_parameter', param: 'amount' });
    expect(messageOf(() => parseAmount(long))).toContain('too long');
    expect(messageOf(() => parseAmount('1'.repeat(100)))).not.toContain('too long');
  });
});
