/**
 * Tells an optional observer (`onError`, `onUpdate`) about something, and swallows what it throws:
 * a failing reporter must not turn one error into two, nor break the round or request that called
 * it. The one place the handler, the live dataset and the Redis store report through.
 *
 * @param observer - The caller's callback, if any.
 * @param value - What to tell it.
 * @example
 * notify(options.onError, error)
 */
export function notify<T>(observer: ((value: T) => void) | undefined, value: T): void {
  try {
    observer?.(value);
  } catch {
    // Deliberately ignored: see above.
  }
}
