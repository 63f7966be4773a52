import { describe, expect, it } from 'vitest';
import { table } from '../../src/cli/output/table.js';

describe('table', () => {
  it('lines numbers up on the decimal point, right-aligned under their header', () => {
    const lines = table([
      ['CODE', 'RATE'],
      ['EUR', '0.92'],
      ['JPY', '151.3'],
      ['IDR', '16000'],
      ['BTC', '0.0000105'],
    ]).split('\n');
    expect(lines).toEqual(['CODE           RATE', 'EUR       0.92', 'JPY     151.3', 'IDR   16000', 'BTC       0.0000105']);
    const points = lines
      .slice(1)
      .map((line) => line.indexOf('.'))
      .filter((i) => i !== -1);
    expect(new Set(points).size).toBe(1);
  });

  it('right-aligns integer columns and keeps text columns left-aligned', () => {
    expect(
      table([
        ['CODE', 'EXPONENT', 'NAME'],
        ['BTC', '8', 'Bitcoin'],
        ['ETH', '18', 'Ether'],
      ]).split('\n'),
    ).toEqual(['CODE  EXPONENT  NAME', 'BTC          8  Bitcoin', 'ETH         18  Ether']);
  });

  it('treats a column with any non-number as text, and blanks as no number', () => {
    expect(
      table([
        ['A', 'B'],
        ['x', '1'],
        ['y', 'n/a'],
      ]).split('\n'),
    ).toEqual(['A  B', 'x  1', 'y  n/a']);
    expect(
      table([
        ['A', 'B', 'C'],
        ['x', '1.5', 'z'],
        ['y', '', 'z'],
      ]).split('\n'),
    ).toEqual(['A    B  C', 'x  1.5  z', 'y       z']);
  });

  it('measures characters, not UTF-16 units', () => {
    expect(
      table([
        ['S', 'N'],
        ['€', 'Euro'],
        ['𝔹', 'B'],
      ]).split('\n'),
    ).toEqual(['S  N', '€  Euro', '𝔹  B']);
  });
});
