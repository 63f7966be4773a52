export { redisRateLimitStore, type RedisRateLimitStoreOptions } from './redisRateLimitStore.js';
export { redisDatasetStore, type RedisDatasetStoreOptions } from './redisDatasetStore.js';
export type { RedisClientLike } from './redisCommand.js';
