export { createLiveDataset } from './createLiveDataset.js';
export { fawazahmed0, type Fawazahmed0SourceOptions } from './sources/fawazahmed0.js';
export { ecb } from './sources/ecb.js';
export { coinGecko, type CoinGeckoSourceOptions } from './sources/coinGecko.js';
export { openExchangeRates, type OpenExchangeRatesSourceOptions } from './sources/openExchangeRates.js';
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
// Every central bank's factory (nbp, cnb, ..., fred) and its options: a new bank's factory is public by being there.
export * from './sources/bankSources.js';
export type { NbpSourceOptions } from '../feeds/nbp/nbp.js';
export * from './sources/europeBanks.js';
export type { ImfSourceOptions } from '../feeds/imf/imf.js';
export type { SedlabankiIslandsSourceOptions } from '../feeds/sbi/sedlabankiIslands.js';
export * from './sources/asiaBanks.js';
export * from './sources/americasBanks.js';
export * from './sources/africaBanks.js';
