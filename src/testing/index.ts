export {
  amount,
  codeOf,
  datasetFile,
  dateAround,
  dateRange,
  hostileAmount,
  hostileCode,
  hostileDate,
  hostileSymbols,
  rateLiteral,
  symbolsOf,
  type DatasetFileOptions,
  type DateRangeOptions,
} from './arbitraries.js';
export { conversionOptions, hostileExplain, hostileGroup, roundingOptions, seriesGroup, type DrawnOptions, type DrawnRounding } from './optionArbitraries.js';
