export { createLiveDataset } from './createLiveDataset.js';
export { fawazahmed0, type Fawazahmed0SourceOptions } from './sources/fawazahmed0.js';
export { ecb } from './sources/ecb.js';
export type { SourceOptions } from './sources/sourceOptions.js';
export { datasetFreshness, type Freshness } from '../calendar/index.js';
export { DAILY, HOURLY, CONTINUOUS, TARGET, isTargetBusinessDay, datasetCalendar, type PublishingCalendar } from '../calendar/index.js';
export { datasetFile } from './store/datasetFile.js';
export { httpDatasetStore, type HttpDatasetStore, type HttpDatasetStoreOptions } from './store/httpDatasetStore.js';
export { LIVE_WARNING_CODES, isLiveWarning } from '../contracts/isLiveWarning.js';
export { DEFAULT_MAX_BYTES } from './fetch/fetchBounded.js';
export type { DatasetStore, DatasetStoreTraits } from '../contracts/datasetStore.js';
export type {
  DatasetKey,
  LiveDataset,
  LiveDatasetOptions,
  LiveError,
  LiveErrorCode,
  LiveRequest,
  LiveSource,
  LiveStatus,
  LiveTimers,
  SourceStatus,
} from './types.js';
export type { StoreRejection } from '../contracts/liveError.js';
// Every feed's source by its id (`feedSource('nbp')`, `feedSource('fred', { apiKey })`): no per-bank factory is public.
export { feedSource, type FeedSourceOptionsOf } from './sources/feedSource.js';
export type { FeedId } from '../feeds/list.generated.js';
