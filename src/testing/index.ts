export {
  amount,
  codeOf,
  datasetFile,
  dateAround,
  hostileAmount,
  hostileCode,
  hostileDate,
  rateLiteral,
  type DatasetFileOptions,
} from './arbitraries.js';
