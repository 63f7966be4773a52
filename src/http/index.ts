export { createFetchHandler, MAX_URL_LENGTH, type FetchHandler } from './createFetchHandler.js';
export type { FetchHandlerOptions } from './options.js';
export type { AuthOptions, KeysAuthOptions, VerifyAuthOptions } from './auth.js';
export type { CorsOptions } from './cors.js';
export type { RateLimitOptions, RateLimitStore } from './rateLimit.js';
export { memoryRateLimitStore, type MemoryRateLimitStoreOptions } from './memoryRateLimitStore.js';
export type { IncrementRequest } from './rateLimit.js';
export { RateLimitStoreOutage } from './limitRequest.js';
