export { serve, type RefusedRequest, type RunningServer, type ServeOptions } from './serve.js';
export { processMetrics, type ProcessMetrics } from './processMetrics.js';
export { fileDatasetStore, type FileDatasetStoreOptions, type FileStoreFs } from './fileDatasetStore.js';
export type { DatasetStore } from '../contracts/datasetStore.js';
