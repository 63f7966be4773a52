// Exact decimal arithmetic: the only place that knows how numbers are represented and rounded.
// divide.ts is the only importer of big.js.
export { decimalOfInteger, makeDecimal, ONE, toPlainString, ZERO, type Decimal } from './decimal/decimal.js';
export { fromNumber, fromParts, parseDecimal, parseDecimalParts, shortNumber, shortNumberParts, type DecimalParts } from './decimal/parse.js';
export { lastLiteralNumber, literalNumber, literalTimes, multiply, multiplyToNumber, numberTimes, prepareRate, prepareRateInto, preparedRateSlot, type PreparedRate } from './decimal/multiply.js';
export { divideExact, divideRounded, roundedQuotient, roundQuotient, roundQuotientParts, roundQuotientToNumber } from './decimal/divide.js';
export { incrementValue, ROUNDING_MODES, roundToIncrement, type Increment, type RoundingMode } from './decimal/round.js';
export { addToSum, emptySum, meanOf, type DecimalSum } from './decimal/mean.js';
