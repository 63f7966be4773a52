import { describe, expect, it } from 'vitest';
import { cliWords } from '../../src/cli/output/cliWords.js';

describe('cliWords', () => {
  it('names the command instead of the HTTP path', () => {
    expect(cliWords('fiat rates are /v1/rates (rates).')).toBe('fiat rates are ratebook rates.');
    expect(cliWords('use /v1/crypto/convert')).toBe('use ratebook crypto convert');
    expect(cliWords('the crypto operations (/v1/crypto/...)')).toBe('the crypto operations (ratebook crypto ...)');
    expect(cliWords('nothing to change')).toBe('nothing to change');
  });
});
