import { createWorker } from './createWorker.js';

/**
 * ratebook's worker configured by its bindings alone (see `createWorker` and docs/cloudflare.md):
 * `export { default, RateLimiterObject } from 'ratebook/cloudflare';` is a whole Worker.
 */
const worker = createWorker();
export default worker;
export { createWorker, type RatebookWorker, type ScheduledControllerLike, type WorkerOptions } from './createWorker.js';
export { RateLimiterObject, type LimiterState, type LimiterStorage } from './rateLimiterObject.js';
export type { DurableObjectNamespaceLike, DurableObjectStubLike, KvNamespaceLike, RatebookEnv } from './bindings.js';
export type { ExecutionContextLike } from './edgeData.js';
