enum C {
  Quote = 34,
  Comma = 44,
  Colon = 58,
  OpenBrace = 123,
  CloseBrace = 125,
  OpenBracket = 91,
  CloseBracket = 93,
}

const HEX = /^[0-9a-fA-F]{4}$/;
const isDigit = (c: number) => c >= 48 && c <= 57;

/** Where a scan is in the text. */
interface Cursor {
  readonly text: string;
  i: number;
}

function skipSpace(s: Cursor): void {
  for (let c = s.text.charCodeAt(s.i); c === 32 || c === 9 || c === 10 || c === 13; c = s.text.charCodeAt(++s.i));
}

// Hand-written scanners rather than regexes: a regex over a 50 MB unterminated string may
// exhaust the engine's backtracking stack.
function scanString(s: Cursor): boolean {
  if (s.text.charCodeAt(s.i) !== C.Quote) return false;
  for (s.i++; s.i < s.text.length; s.i++) {
    const c = s.text.charCodeAt(s.i);
    if (c === C.Quote) {
      s.i++;
      return true;
    }
    if (c < 32) return false;
    if (c === 92) {
      const e = s.text[s.i + 1] ?? '';
      if (e === 'u' && HEX.test(s.text.slice(s.i + 2, s.i + 6))) s.i += 5;
      else if ('"\\/bfnrt'.includes(e) && e !== '') s.i++;
      else return false;
    }
  }
  return false;
}

function scanDigits(s: Cursor): boolean {
  const start = s.i;
  while (isDigit(s.text.charCodeAt(s.i))) s.i++;
  return s.i > start;
}

function scanNumber(s: Cursor): boolean {
  if (s.text.charCodeAt(s.i) === 45) s.i++;
  if (s.text.charCodeAt(s.i) === 48) s.i++;
  else if (!scanDigits(s)) return false;
  if (s.text.charCodeAt(s.i) === 46) {
    s.i++;
    if (!scanDigits(s)) return false;
  }
  if (s.text[s.i] === 'e' || s.text[s.i] === 'E') {
    s.i++;
    if (s.text[s.i] === '+' || s.text[s.i] === '-') s.i++;
    if (!scanDigits(s)) return false;
  }
  return true;
}

function scanLiteral(s: Cursor): boolean {
  for (const word of ['true', 'false', 'null']) {
    if (s.text.startsWith(word, s.i)) {
      s.i += word.length;
      return true;
    }
  }
  return false;
}

function scanKey(s: Cursor): boolean {
  skipSpace(s);
  if (!scanString(s)) return false;
  skipSpace(s);
  if (s.text.charCodeAt(s.i) !== C.Colon) return false;
  s.i++;
  return true;
}

/**
 * The offset of the first character at which `text` stops being JSON, or -1 when it is JSON.
 * Run only after JSON.parse failed, since engines differ in whether their message says where.
 * Iterative, with an explicit stack, so deep nesting cannot overflow the call stack.
 *
 * @example
 * jsonErrorOffset('{"a": 1,}') // 8
 */
export function jsonErrorOffset(text: string): number {
  const s: Cursor = { text, i: 0 };
  const stack: number[] = [];
  for (;;) {
    // A value is expected here.
    skipSpace(s);
    const c = text.charCodeAt(s.i);
    if (c === C.OpenBrace || c === C.OpenBracket) {
      s.i++;
      skipSpace(s);
      const close = c === C.OpenBrace ? C.CloseBrace : C.CloseBracket;
      if (text.charCodeAt(s.i) === close) s.i++;
      else {
        stack.push(close);
        if (c === C.OpenBrace && !scanKey(s)) return s.i;
        continue;
      }
    } else if (!(c === C.Quote ? scanString(s) : c === 45 || isDigit(c) ? scanNumber(s) : scanLiteral(s))) {
      return s.i;
    }
    // After a value: close containers, or a comma and the next value.
    for (;;) {
      skipSpace(s);
      const open = stack[stack.length - 1];
      if (open === undefined) return s.i < text.length ? s.i : -1;
      const d = text.charCodeAt(s.i);
      if (d === open) {
        stack.pop();
        s.i++;
        continue;
      }
      if (d !== C.Comma) return s.i;
      s.i++;
      if (open === C.CloseBrace && !scanKey(s)) return s.i;
      break;
    }
  }
}
