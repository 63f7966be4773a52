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

/**
 * The offset of the first character at which `text` stops being JSON, or -1 when it is JSON.
 * Run only after JSON.parse failed, since engines differ in whether their message says where.
 * Iterative, with an explicit stack, so deep nesting cannot overflow the call stack.
 *
 * @example
 * jsonErrorOffset('{"a": 1,}') // 8
 */
export function jsonErrorOffset(text: string): number {
  let i = 0;
  const stack: number[] = [];
  const space = () => {
    for (let c = text.charCodeAt(i); c === 32 || c === 9 || c === 10 || c === 13; c = text.charCodeAt(++i));
  };
  // Hand-written scanners rather than regexes: a regex over a 50 MB unterminated string may
  // exhaust the engine's backtracking stack.
  const string = (): boolean => {
    if (text.charCodeAt(i) !== C.Quote) return false;
    for (i++; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === C.Quote) {
        i++;
        return true;
      }
      if (c < 32) return false;
      if (c === 92) {
        const e = text[i + 1] ?? '';
        if (e === 'u' && HEX.test(text.slice(i + 2, i + 6))) i += 5;
        else if ('"\\/bfnrt'.includes(e) && e !== '') i++;
        else return false;
      }
    }
    return false;
  };
  const digits = (): boolean => {
    const start = i;
    while (isDigit(text.charCodeAt(i))) i++;
    return i > start;
  };
  const number = (): boolean => {
    if (text.charCodeAt(i) === 45) i++;
    if (text.charCodeAt(i) === 48) i++;
    else if (!digits()) return false;
    if (text.charCodeAt(i) === 46) {
      i++;
      if (!digits()) return false;
    }
    if (text[i] === 'e' || text[i] === 'E') {
      i++;
      if (text[i] === '+' || text[i] === '-') i++;
      if (!digits()) return false;
    }
    return true;
  };
  const literal = (): boolean => {
    for (const word of ['true', 'false', 'null']) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return true;
      }
    }
    return false;
  };
  const key = (): boolean => {
    space();
    if (!string()) return false;
    space();
    if (text.charCodeAt(i) !== C.Colon) return false;
    i++;
    return true;
  };
  for (;;) {
    // A value is expected here.
    space();
    const c = text.charCodeAt(i);
    if (c === C.OpenBrace || c === C.OpenBracket) {
      i++;
      space();
      const close = c === C.OpenBrace ? C.CloseBrace : C.CloseBracket;
      if (text.charCodeAt(i) === close) i++;
      else {
        stack.push(close);
        if (c === C.OpenBrace && !key()) return i;
        continue;
      }
    } else if (!(c === C.Quote ? string() : c === 45 || isDigit(c) ? number() : literal())) {
      return i;
    }
    // After a value: close containers, or a comma and the next value.
    for (;;) {
      space();
      const open = stack[stack.length - 1];
      if (open === undefined) return i < text.length ? i : -1;
      const d = text.charCodeAt(i);
      if (d === open) {
        stack.pop();
        i++;
        continue;
      }
      if (d !== C.Comma) return i;
      i++;
      if (open === C.CloseBrace && !key()) return i;
      break;
    }
  }
}
