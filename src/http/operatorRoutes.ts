import type { Reply } from '../contracts/reply.js';
import type { HandlerSetup } from './handlerSetup.js';
import { healthReply, judgeReadiness } from './healthRoutes.js';
import { HEALTH_PATHS } from './operatorPaths.js';
import { tell } from './observer.js';
import { PROMETHEUS_CONTENT_TYPE } from './prometheusMetrics.js';
import { settleWithin } from './settleWithin.js';

/**
 * Answers `/healthz`, `/readyz` and `/metrics`, which come before the key: a probe or a scraper holds
 * none. A chunk the handler loads on the first such request (operatorPaths.ts says which they are).
 *
 * @param setup - The handler's setup.
 * @param below - The request path below the base path, one of the three (`isOperatorPath`).
 * @param head - Whether the request is a HEAD.
 * @returns The reply, or undefined where that one is not switched on.
 */
export async function operatorRoute(setup: HandlerSetup, below: string, head: boolean): Promise<Reply | undefined> {
  const { health, exposed } = setup;
  if (below === HEALTH_PATHS.live) return health && healthReply([], head);
  if (below === HEALTH_PATHS.ready && !health) return undefined;
  if (below === HEALTH_PATHS.metrics && !exposed) return undefined;
  const found = judgeReadiness(await setup.datasets.current(), setup.live, setup.maxStaleSeconds, setup.nowMs());
  if (found.ageSeconds !== undefined) tell(setup.observer, 'data', { ageSeconds: found.ageSeconds, stale: found.stale === true });
  if (below === HEALTH_PATHS.metrics) {
    const text = exposed!.render();
    return { status: 200, headers: { 'content-type': PROMETHEUS_CONTENT_TYPE, 'cache-control': 'no-store' }, body: head ? null : text };
  }
  const reasons = [...found.reasons];
  if (await setup.limits.storeDown()) reasons.push('store_down');
  if (health?.check) {
    const more = await settleWithin(() => health.check!(), setup.datasetTimeoutMs, 'health check late').catch(() => ['check_failed']);
    reasons.push(...more);
  }
  return healthReply(reasons, head);
}
