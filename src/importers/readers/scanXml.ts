import { quote } from '../../errors.js';
import { invalidFeed, locate } from '../invalidFeed.js';

/** One piece of an XML document; `at` is its character offset, for error locations. */
export type XmlToken =
  | { readonly kind: 'open'; readonly name: string; readonly attributes: ReadonlyMap<string, string>; readonly selfClosing: boolean; readonly at: number }
  | { readonly kind: 'close'; readonly name: string; readonly at: number }
  | { readonly kind: 'text'; readonly blank: boolean; readonly at: number }
  | { readonly kind: 'end'; readonly at: number };

const NAME = /[A-Za-z_][A-Za-z0-9_.:-]{0,63}/y;
const SPACE = /[ \t\r\n]*/y;
const MAX_ATTRIBUTES = 16;
const MAX_VALUE = 1024;

/** The text token at `at` (not at a '<'), and where it ends. */
function textToken(text: string, at: number): { token: XmlToken; end: number } {
  let pos = at;
  let blank = true;
  while (pos < text.length && text[pos] !== '<') {
    const c = text.charCodeAt(pos);
    if (c !== 32 && c !== 9 && c !== 10 && c !== 13) blank = false;
    // Non-blank text is only ever skipped or refused, so there is no need to read all of it.
    if (!blank) break;
    pos++;
  }
  if (blank) return { token: { kind: 'text', blank, at }, end: pos };
  // A non-blank text is located at its first visible character, where a reader looks.
  const visible = pos;
  const next = text.indexOf('<', pos);
  return { token: { kind: 'text', blank, at: visible }, end: next === -1 ? text.length : next };
}

/** The quoted value of an attribute at `pos` (at its quote), bounded, and the offset of its closing quote. */
function attributeValue(text: string, pos: number, attribute: string, fail: (at: number, message: string) => never): { value: string; end: number } {
  const delimiter = text[pos];
  if (delimiter !== "'" && delimiter !== '"') fail(pos, `expected a quoted value for ${attribute}`);
  const end = text.indexOf(delimiter, pos + 1);
  if (end === -1 || end - pos > MAX_VALUE) fail(pos, `unterminated value of ${attribute}`);
  const value = text.slice(pos + 1, end);
  if (/[<&]/.test(value)) fail(pos, `value of ${attribute} holds '<' or '&', which this feed never needs`);
  return { value, end };
}

/**
 * Creates a scanner over the plain XML that data feeds such as the ECB's are written in: elements,
 * attributes in single or double quotes, text, comments and an XML declaration at the start. DOCTYPE,
 * CDATA, processing instructions and entity references in attribute values are refused (a feed
 * needs none of them, and refusing DOCTYPE rules out entity expansion). Every step is bounded.
 *
 * @example
 * const next = scanXml("<Cube time='2025-05-09'/>");
 * next() // { kind: 'open', name: 'Cube', attributes: Map { time => '2025-05-09' }, selfClosing: true, at: 0 }
 */
export function scanXml(text: string): () => XmlToken {
  let pos = 0;
  const fail: (at: number, message: string) => never = (at, message) => invalidFeed(locate(text, at), message);
  const expect = (char: string, what: string) => {
    if (text[pos] !== char) fail(pos, `expected ${what}, got ${text[pos] === undefined ? 'the end of the document' : quote(text[pos])}`);
    pos++;
  };
  const skipSpace = () => {
    SPACE.lastIndex = pos;
    SPACE.exec(text);
    pos = SPACE.lastIndex;
  };
  const name = (what: string): string => {
    NAME.lastIndex = pos;
    const match = NAME.exec(text);
    if (!match) fail(pos, `expected ${what}`);
    pos = NAME.lastIndex;
    return match[0];
  };
  const skipPast = (at: number, close: string, what: string) => {
    const end = text.indexOf(close, pos);
    if (end === -1) fail(at, `unterminated ${what}`);
    pos = end + close.length;
  };

  // Comments and the declaration are skipped in a loop, not by calling again: a document of
  // 140,000 comments must not cost 140,000 stack frames.
  const next = (): XmlToken => {
    for (;;) {
      if (text.startsWith('<!--', pos)) skipPast(pos, '-->', 'comment');
      else if (text.startsWith('<?xml', pos) && pos === 0) skipPast(pos, '?>', 'XML declaration');
      else return token();
    }
  };
  const token = (): XmlToken => {
    const at = pos;
    if (pos >= text.length) return { kind: 'end', at };
    if (text[pos] !== '<') {
      const found = textToken(text, pos);
      pos = found.end;
      return found.token;
    }
    if (text[pos + 1] === '!' || text[pos + 1] === '?') fail(at, 'DOCTYPE, CDATA and processing instructions are not part of this feed');
    pos++;
    if (text[pos] === '/') {
      pos++;
      const closing = name('an element name');
      skipSpace();
      expect('>', "'>'");
      return { kind: 'close', name: closing, at };
    }
    const element = name('an element name');
    const attributes = new Map<string, string>();
    for (;;) {
      const before = pos;
      skipSpace();
      if (text[pos] === '/') {
        pos++;
        expect('>', "'>'");
        return { kind: 'open', name: element, attributes, selfClosing: true, at };
      }
      if (text[pos] === '>') {
        pos++;
        return { kind: 'open', name: element, attributes, selfClosing: false, at };
      }
      if (pos === before) fail(pos, `expected a space, '>' or '/>' in <${element}>`);
      const attributeAt = pos;
      const attribute = name('an attribute name');
      skipSpace();
      expect('=', "'='");
      skipSpace();
      const { value, end } = attributeValue(text, pos, attribute, fail);
      if (attributes.has(attribute)) fail(attributeAt, `attribute ${attribute} is repeated`);
      if (attributes.size >= MAX_ATTRIBUTES) fail(attributeAt, `more than ${MAX_ATTRIBUTES} attributes`);
      attributes.set(attribute, value);
      pos = end + 1;
    }
  };
  return next;
}
