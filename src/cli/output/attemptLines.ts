import type { LiveSource } from '../../live/types.js';

/** Attempts a live round makes per URL: the first and its default two retries (`retries` of createLiveDataset). */
export const ATTEMPTS = 3;

/** The URL a fetch call asks for, without its query or fragment (where keys may sit). */
function target(input: unknown): string | undefined {
  const text = typeof input === 'string' ? input : input instanceof URL ? input.href : (input as { url?: unknown })?.url;
  if (typeof text !== 'string') return undefined;
  try {
    const url = new URL(text);
    return `${url.origin}${url.pathname}`;
  } catch {
    return undefined;
  }
}

/**
 * Wraps a fetch so each request to a source's own URL prints one line first: the source, the host
 * (never the user-info, path or query, where secrets live) and the attempt, `attempt 2 of 3`. A
 * request to any other URL (a redirect's target) passes through unannounced. It observes; it
 * decides nothing about which sources run.
 *
 * @param sources - The round's sources, to name each request.
 * @param notice - Where the lines go (stderr).
 * @param base - The fetch to wrap; default `globalThis.fetch`.
 * @returns A fetch with the same behaviour, announcing each attempt.
 * @example
 * createLiveDataset({ initial, sources, fetch: attemptLines(sources, (line) => console.error(line)) });
 */
export function attemptLines(sources: readonly LiveSource[], notice: (line: string) => void, base: typeof fetch = globalThis.fetch): typeof fetch {
  const names = new Map<string, string>();
  for (const source of sources) for (const url of source.urls) names.set(target(url) ?? url, source.name);
  const attempts = new Map<string, number>();
  return (input, init) => {
    const key = target(input);
    const name = key === undefined ? undefined : names.get(key);
    if (key !== undefined && name !== undefined) {
      const n = (attempts.get(key) ?? 0) + 1;
      attempts.set(key, n);
      notice(`fetch: ${name} from ${new URL(key).host}, attempt ${n} of ${ATTEMPTS}`);
    }
    return base(input, init);
  };
}
