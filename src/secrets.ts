// The secrets of the feed being read right now. Importers are synchronous, so the scope set around
// one of them cannot leak into another; outside a scope there are none.
let current: readonly string[] = [];

// `scheme://user:password@` or `scheme://token@`: the user-info of a URL, wherever a text holds one.
// The scheme's length is bounded, so the scan stays linear in the text's length.
const USER_INFO = /\b([a-z][a-z0-9+.-]{0,31}:\/\/)[^\s/?#@"'<>]{0,2048}@/gi;

/**
 * Runs `read` with `secrets` in scope: every value `quote` shortens for a message inside it is
 * redacted first, so no part of a secret echoed by a feed survives the cut.
 *
 * @param secrets - The strings never to show (an app id, an API key, a URL's token).
 * @param read - The synchronous work, such as a source's importer.
 * @returns What `read` returns.
 * @example
 * const file = withSecrets([appId], () => importOxr(bytes, { metadata }));
 */
export function withSecrets<T>(secrets: readonly string[] | undefined, read: () => T): T {
  const outer = current;
  current = [...outer, ...(secrets ?? []).filter((secret) => secret !== '')];
  try {
    return read();
  } finally {
    current = outer;
  }
}

/**
 * Removes from a text every secret in scope (and those given) and the user-info of every URL in
 * it. Done before a text is shortened, never after.
 *
 * @param text - A message or a value about to be quoted.
 * @param secrets - More secrets to remove.
 * @returns The text with each secret as `***` and each URL without its user-info.
 * @example
 * redactSecrets('see https://me:t0ken@feed.example/x and abc123', ['abc123']) // "see https://feed.example/x and ***"
 */
export function redactSecrets(text: string, secrets: readonly string[] = []): string {
  let out = text;
  for (const secret of [...current, ...secrets]) if (secret && out.includes(secret)) out = out.split(secret).join('***');
  return out.includes('@') ? out.replace(USER_INFO, '$1') : out;
}
