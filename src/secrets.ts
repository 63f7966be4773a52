// `scheme://user:password@` or `scheme://token@`: the user-info of a URL, wherever a text holds one.
// The scheme's length is bounded, so the scan stays linear in the text's length.
const USER_INFO = /\b([a-z][a-z0-9+.-]{0,31}:\/\/)[^\s/?#@"'<>]{0,2048}@/gi;

/**
 * A text without the user-info of any URL in it (`https://user:pass@host` → `https://host`): what
 * every error message quoting a value gets (errors.ts's `quote`), apart from redactSecrets so that
 * an operation's errors carry the one expression, not the redaction of given secrets.
 *
 * @example
 * redactUserInfo('https://user:pw@example.com/') // "https://example.com/"
 */
export function redactUserInfo(text: string): string {
  return text.includes('@') ? text.replace(USER_INFO, '$1') : text;
}

// Where `quote` (errors.ts) cut a value short: the text before it may end with the first part of a secret.
const CUT = '…';

// A part of a secret shorter than this, left before a cut, tells nothing of it (and would make any
// message whose last character before a cut happens to start a secret lose that character).
const MIN_PIECE = 4;

/**
 * Removes from a text every secret given and the user-info of every URL in it. A value quoted in a
 * message is cut after 40 characters (`quote`), so a secret echoed inside a long value may show
 * only its first part before the cut: that part (of four characters or more) is removed too. The
 * secrets are the caller's own (a live source's key, a URL's token): nothing is kept between calls.
 *
 * @param text - A message or a value about to be shown.
 * @param secrets - The strings never to show (an app id, an API key, a URL's token).
 * @returns The text with each secret, and each secret's first part before a cut, as `***`, and each URL without its user-info.
 * @example
 * redactSecrets('see https://me:t0ken@feed.example/x and abc123', ['abc123']) // "see https://feed.example/x and ***"
 */
export function redactSecrets(text: string, secrets: readonly string[] = []): string {
  let out = text;
  for (const given of secrets) {
    if (given === '') continue;
    // A quoted value is JSON text: a secret with a quote or a backslash shows escaped there.
    const escaped = JSON.stringify(given).slice(1, -1);
    for (const secret of escaped === given ? [given] : [given, escaped]) {
      if (out.includes(secret)) out = out.split(secret).join('***');
      if (out.includes(CUT)) out = redactCutPieces(out, secret);
    }
  }
  return redactUserInfo(out);
}

// Each cut mark preceded by the first 4 or more characters of `secret`: those characters become `***`.
function redactCutPieces(text: string, secret: string): string {
  const pieces = text.split(CUT);
  for (let i = 0; i < pieces.length - 1; i++) {
    const before = pieces[i]!;
    for (let n = Math.min(secret.length - 1, before.length); n >= MIN_PIECE; n--) {
      if (before.endsWith(secret.slice(0, n))) {
        pieces[i] = `${before.slice(0, before.length - n)}***`;
        break;
      }
    }
  }
  return pieces.join(CUT);
}
