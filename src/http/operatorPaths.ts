import type { HandlerSetup } from './handlerSetup.js';

/** The paths the health and metrics options answer below the base path. */
export const HEALTH_PATHS = { live: '/healthz', ready: '/readyz', metrics: '/metrics' } as const;

/**
 * Whether the handler answers a path below the base before the key: `/healthz`, `/readyz`,
 * `/metrics`, where switched on. Their answers (operatorRoutes.ts) are a chunk loaded on first use.
 *
 * @param setup - The handler's setup.
 * @param below - The request path below the base path.
 * @returns Whether operatorRoute answers it.
 * @example
 * isOperatorPath(setup, '/healthz') // true with the health option
 */
export function isOperatorPath(setup: HandlerSetup, below: string): boolean {
  return (
    (setup.health !== undefined || setup.exposed !== undefined) &&
    (below === HEALTH_PATHS.live || below === HEALTH_PATHS.ready || below === HEALTH_PATHS.metrics)
  );
}
