import { quote } from '../../errors.js';

interface Frame {
  /** The keys seen so far, for an object; undefined for an array. */
  readonly keys: Set<string> | undefined;
  /** Where this value is, from the document's root (`usd.eur`, `rates[0]`). */
  readonly path: string;
  /** The current member's key, or the current element's index. */
  at: string | number;
}

const PLAIN_KEY = /^[A-Za-z_$][\w$-]*$/;

function childPath(frame: Frame | undefined): string {
  if (frame === undefined) return '';
  if (typeof frame.at === 'number') return `${frame.path}[${frame.at}]`;
  if (PLAIN_KEY.test(frame.at)) return frame.path ? `${frame.path}.${frame.at}` : frame.at;
  return `${frame.path}[${quote(frame.at)}]`;
}

/**
 * The path of the first member whose key its object already has, in a text JSON.parse accepted
 * (which keeps the last of equal keys without a word, so a feed could quote a rate twice and be
 * read as the second). One pass, strings skipped with indexOf, an explicit stack.
 *
 * @param text - A valid JSON text.
 * @returns The repeated member's path (`usd.eur`), or undefined when every key is unique.
 * @example
 * findDuplicateKey('{"usd":{"eur":0.9,"eur":0.8}}') // "usd.eur"
 */
export function findDuplicateKey(text: string): string | undefined {
  const stack: Frame[] = [];
  let expectKey = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      let end = text.indexOf('"', i + 1);
      // A quote preceded by an odd number of backslashes is escaped.
      for (;;) {
        let slashes = 0;
        while (text.charCodeAt(end - 1 - slashes) === 92) slashes++;
        if (slashes % 2 === 0) break;
        end = text.indexOf('"', end + 1);
      }
      const top = stack[stack.length - 1];
      if (expectKey && top?.keys) {
        const raw = text.slice(i + 1, end);
        const key = raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
        top.at = key;
        if (top.keys.has(key)) return childPath(top);
        top.keys.add(key);
        expectKey = false;
      }
      i = end;
    } else if (c === 123 || c === 91) {
      const path = childPath(stack[stack.length - 1]);
      stack.push({ keys: c === 123 ? new Set() : undefined, path, at: 0 });
      expectKey = c === 123;
    } else if (c === 125 || c === 93) {
      stack.pop();
    } else if (c === 44) {
      const top = stack[stack.length - 1]!;
      if (top.keys) expectKey = true;
      else (top.at as number)++;
    }
  }
  return undefined;
}
