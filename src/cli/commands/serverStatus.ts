import { fail, RatebookError, type ErrorCode } from '../../errors.js';
import { withExitCode } from '../output/exitCode.js';

/** What `ratebook status` prints: the fields every ratebook status carries, and the live ones when there. */
export interface StatusAnswer {
  readonly date: string;
  readonly updated_at: string;
  readonly age_seconds: number;
  readonly stale: boolean;
  readonly sources?: readonly { name: string; ok: boolean; quote_date: string | null; error?: { code: string } }[];
}

/** Exit code 2: no status could be read (unreachable, refused, or not a ratebook server). */
const NO_STATUS = 2;

function noStatus(code: ErrorCode, message: string, param: string): never {
  throw withExitCode(new RatebookError(code, message, { param }), NO_STATUS);
}

/** Whether a JSON value carries the fields every ratebook status has; anything else is another server's answer. */
function isStatus(value: unknown): value is StatusAnswer {
  const v = value as Partial<StatusAnswer> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.date === 'string' &&
    typeof v.updated_at === 'string' &&
    typeof v.age_seconds === 'number' &&
    typeof v.stale === 'boolean'
  );
}

/**
 * Asks a running ratebook server for its `/v1/status`. Every way of not getting one ends the
 * program with exit code 2 and says which in words an operator acts on: unreachable, the key
 * refused (401), not a ratebook server or another base path (404 or a JSON without the status fields).
 *
 * @param server - The server's base URL, such as `http://127.0.0.1:8787` (a base path included).
 * @param key - The API key, from `--key` or `RATEBOOK_KEY`.
 * @param timeoutMs - How long to wait for the answer (headers and body); default 10 s.
 * @returns The status object the server answered.
 * @example
 * const status = await serverStatus('http://127.0.0.1:8787', process.env.RATEBOOK_KEY!);
 */
export async function serverStatus(server: string, key: string | undefined, timeoutMs = 10_000): Promise<StatusAnswer> {
  if (!key) fail('missing_parameter', 'Asking a server needs its API key: --key or RATEBOOK_KEY.', 'key');
  let res: Response;
  try {
    res = await fetch(`${server.replace(/\/$/, '')}/v1/status`, { headers: { authorization: `Bearer ${key}` }, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const late = (error as Error).name === 'TimeoutError';
    noStatus(
      'service_unavailable',
      late ? `${server} did not answer within ${timeoutMs / 1000} s.` : `cannot reach ${server}: ${(error as Error).message}`,
      'server',
    );
  }
  if (res.status === 401) noStatus('invalid_api_key', `${server}: the server refused the key (HTTP 401).`, 'key');
  if (res.status === 404) noStatus('not_found', `${server}: not a ratebook server, or another base path (HTTP 404).`, 'server');
  if (!res.ok) noStatus('service_unavailable', `${server} answered HTTP ${res.status}.`, 'server');
  const body: unknown = await res.json().catch(() => undefined);
  if (!isStatus(body))
    noStatus('not_found', `${server}: not a ratebook server (its answer lacks a status's date, updated_at, age_seconds and stale).`, 'server');
  return body;
}
