// Exact decimal arithmetic: the only place that knows how numbers are represented and rounded.
// Plain numbers where they are provably exact, BigInt where they are not; no decimal library (big.js,
// the tests' oracle, answered divideExact until issue 42).
export { decimalNumber, decimalOfInteger, makeDecimal, ONE, toPlainString, ZERO, type Decimal } from './decimal.js';
export {
  fromNumber,
  fromParts,
  literalMantissa,
  literalScale,
  parseDecimal,
  parseDecimalParts,
  shortExponent,
  shortLiteral,
  shortMantissa,
  type DecimalParts,
} from './parse.js';
export {
  literalNumber,
  literalTimes,
  multiply,
  multiplyToNumber,
  numberTimes,
  prepareRate,
  packedLiteralNumber,
  packedLiteralTimes,
  type PreparedRate,
} from './multiply.js';
export {
  divideExact,
  divideRounded,
  packedExponent,
  packedMantissa,
  roundQuotient,
  roundQuotientPacked,
  roundQuotientToNumber,
} from './divide.js';
export { incrementValue, ROUNDING_MODES, roundToIncrement, type Increment, type RoundingMode } from './round.js';
export { addToSum, emptySum, meanOf, type DecimalSum } from './mean.js';
export { largestRemainder } from './largestRemainder.js';
export { cutRatio, roundRatio, type Ratio } from './ratio.js';
