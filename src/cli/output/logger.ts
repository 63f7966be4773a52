/** How bad an event is: `info` for what goes as planned, `warn` for what an operator should look at, `error` for a failure. */
export type LogLevel = 'info' | 'warn' | 'error';

/** Fields of a log line beside `time`, `level`, `event` and `message`; plain values only, never a key. */
export type LogFields = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** Where `ratebook serve` writes its events: one line each. */
export interface Logger {
  /** The format chosen. */
  readonly format: 'json' | 'text';
  /** Writes one event at a level: `message` is the text line; in JSON it comes beside the fields. */
  log(level: LogLevel, event: string, message: string, fields?: LogFields): void;
}

/**
 * Creates the logger of `ratebook serve`. `text` writes the message alone, info on stdout and
 * warnings and failures on stderr (as `ratebook: ...`), as the program always has; `json` writes
 * every event as one JSON object a line on stdout, `{"time","level","event","message",...fields}`,
 * so a log shipper needs no parser of ours and one stream holds them in order.
 *
 * @param format - `json` or `text`.
 * @param print - A stdout line.
 * @param notice - A stderr line (prefixed `ratebook: `).
 * @param now - The clock; default the system's.
 * @returns The logger.
 * @example
 * const log = createLogger('json', console.log, console.error);
 * log.log('info', 'start', 'ratebook serving on http://127.0.0.1:8787', { url: 'http://127.0.0.1:8787' });
 */
export function createLogger(
  format: 'json' | 'text',
  print: (line: string) => void,
  notice: (line: string) => void,
  now: () => Date = () => new Date(),
): Logger {
  return {
    format,
    log(level, event, message, fields = {}) {
      if (format === 'text') return level === 'info' ? print(message) : notice(message);
      const line: Record<string, unknown> = { time: now().toISOString(), level, event, message };
      for (const [name, value] of Object.entries(fields)) if (value !== undefined && !(name in line)) line[name] = value;
      print(JSON.stringify(line));
    },
  };
}

/**
 * A key's fingerprint for logs: `key#` and the first 8 hex digits of its SHA-256. It tells two keys
 * apart (which one a rotation added) without letting a log reader use or guess either.
 *
 * @param key - The API key.
 * @returns Such as `key#1a2b3c4d`.
 * @example
 * await keyFingerprint('live_0123456789abcdef') // 'key#…'
 */
export async function keyFingerprint(key: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key)));
  let hex = '';
  for (const byte of digest.subarray(0, 4)) hex += byte.toString(16).padStart(2, '0');
  return `key#${hex}`;
}
