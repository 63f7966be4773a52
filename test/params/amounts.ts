// Amounts at the contract's limit of 30 significant digits (CONTRACT.md, amount) and one past it,
// none breaking another bound (magnitude below 1e21, no digit below 1e-30): only the digit count can
// refuse the 31-digit ones.

/** Amounts of exactly 30 significant digits. */
export const THIRTY_DIGITS = [
  '1234567890.12345678901234567891',
  '1.23456789012345678901234567891',
  '123456789012345678901234567891e-20',
  '-999999999999999999999.999999999',
] as const;

/** Amounts of 31 significant digits, within every other bound. */
export const THIRTY_ONE_DIGITS = [
  '1234567890.123456789012345678901',
  '1.234567890123456789012345678901',
  '1234567890123456789012345678901e-20',
  '-999999999999999999999.9999999999',
] as const;
