import { RatebookError } from '../errors.js';
import type { LiveDataset } from '../contracts/liveDataset.js';
import type { Dataset } from '../types.js';
import type { FetchHandlerOptions } from './options.js';
import { settleWithin } from './settleWithin.js';

/** The handler's dataset step: the one read a request is served from, and the read readiness judges. */
export interface DatasetStep {
  /** The dataset this request is served from: a provider's promise bounded by `datasetTimeoutMs`. */
  readonly read: () => Dataset | Promise<Dataset>;
  /** The dataset a request would be served from now, or undefined when none can be had. */
  readonly current: () => Promise<Dataset | undefined>;
}

/** Whether a value is a promise (or any thenable) to wait for. */
export function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}

/**
 * Creates the dataset step of a fetch handler.
 *
 * @param dataset - The handler's `dataset` option: a dataset, a provider or a live dataset.
 * @param live - The same live dataset, or undefined when it is none.
 * @param timeoutMs - The longest wait for a provider's promise.
 * @param report - Where a late provider is reported.
 * @returns The per-request read and readiness's read.
 */
export function createDatasetStep(
  dataset: FetchHandlerOptions['dataset'],
  live: LiveDataset | undefined,
  timeoutMs: number,
  report: (error: unknown) => void,
): DatasetStep {
  // Only a provider's answer may be a promise to bound; a plain or live dataset is read as it is.
  const provide = live ? undefined : typeof dataset === 'function' ? dataset : undefined;
  const late = `The dataset was not ready within ${timeoutMs} ms; try again shortly.`;

  // A hung provider is answered 503, a code the client may see and so not reported by the handler;
  // the operator must still hear of it. (A provider that rejects is a 500, reported as unexpected.)
  function reportAndThrow(error: unknown): never {
    if (error instanceof RatebookError && error.code === 'service_unavailable') report(error);
    throw error;
  }

  return {
    read() {
      const current = live ? live.dataset() : provide ? provide() : (dataset as Dataset);
      if (provide && isThenable(current)) return settleWithin(() => current, timeoutMs, late).catch(reportAndThrow);
      return current as Dataset;
    },
    async current() {
      try {
        if (live) return live.dataset();
        if (!provide) return dataset as Dataset;
        return await settleWithin(() => provide(), timeoutMs, late);
      } catch {
        return undefined;
      }
    },
  };
}
