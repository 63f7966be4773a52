import { RatebookError } from '../errors.js';
import { problemOf, type Problem } from '../contracts/problem.js';
import type { Reply } from '../contracts/reply.js';
import { challenge } from './auth.js';

/**
 * Creates a problem+json reply, never cached.
 *
 * @param p - The problem.
 * @param headers - The headers gathered so far, written to.
 * @param head - Whether the request is a HEAD (no body).
 * @returns The reply.
 */
export function problemReply(p: Problem, headers: Record<string, string>, head: boolean): Reply {
  headers['content-type'] = 'application/problem+json';
  headers['cache-control'] = 'no-store';
  return { status: p.status, headers, body: head ? null : p.body };
}

/**
 * Turns what a step threw into its problem reply; an unexpected error is reported and becomes a bare 500.
 *
 * @param error - What was thrown.
 * @param headers - The headers gathered so far, written to.
 * @param head - Whether the request is a HEAD.
 * @param report - Where an unexpected error is reported.
 * @returns The reply.
 */
export function failureReply(error: unknown, headers: Record<string, string>, head: boolean, report: (error: unknown) => void): Reply {
  const { problem: p, unexpected } = problemOf(error);
  if (unexpected) {
    report(error);
    // Nothing gathered for a success or a failure that did not happen stays on a bare 500.
    for (const name of ['etag', 'last-modified', 'allow']) delete headers[name];
  }
  const code = error instanceof RatebookError ? error.code : undefined;
  if (code === 'missing_api_key' || code === 'invalid_api_key') headers['www-authenticate'] = challenge(code);
  return problemReply(p, headers, head);
}
