import { invalidFeed, locate } from '../invalidFeed.js';
import { scanXml } from './scanXml.js';

/** One element of a bank's XML document, with the path that names it in errors (`/ValCurs/Valute[3]`). */
export interface XmlElement {
  readonly name: string;
  readonly attributes: ReadonlyMap<string, string>;
  readonly children: readonly XmlElement[];
  /** The element's text, trimmed; empty when it holds elements (text beside elements is refused). */
  readonly text: string;
  /** `/ValCurs/Valute[3]/Value`: XPath's position among same-named siblings, from 1, where the name repeats. */
  readonly path: string;
}

interface Building {
  name: string;
  attributes: ReadonlyMap<string, string>;
  children: Building[];
  text: string;
  path: string;
}

const MAX_DEPTH = 16;

/**
 * Reads a data-feed XML document (see `scanXml` for what it refuses) into a tree of elements, each
 * named by its path, so that an importer reports the first bad value as `/ValCurs/Valute[3]/Value`
 * rather than as a column of the single line the banks write. Syntax errors (a truncated document)
 * stay at their line and column. Entity references in text are refused: no rate feed needs one,
 * but for `entities: true`, where the five the XML specification predefines are read (HMRC writes
 * `Saotome &amp; Principe`) and any other `&` is still refused.
 *
 * @param text - The decoded document.
 * @param options - `entities`: read the predefined entity references in text.
 * @returns The root element.
 * @example
 * readXmlTree('<a><b>1</b><b>2</b><c/></a>').children.map((e) => e.path) // ["/a/b[1]", "/a/b[2]", "/a/c"]
 */
export function readXmlTree(text: string, options: { readonly entities?: boolean } = {}): XmlElement {
  const scan = scanXml(text);
  const fail: (at: number, message: string) => never = (at, message) => invalidFeed(locate(text, at), message);
  const stack: Building[] = [];
  let root: Building | undefined;
  const close = (element: Building) => {
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(element);
    else root = element;
  };
  for (let token = scan(); token.kind !== 'end'; token = scan()) {
    if (token.kind === 'text' && token.blank) continue;
    if (root) fail(token.at, 'content after the root element');
    const top = stack[stack.length - 1];
    if (token.kind === 'text') {
      if (!top) fail(token.at, 'text outside the root element');
      const end = text.indexOf('<', token.at);
      const content = text.slice(token.at, end === -1 ? text.length : end);
      top.text += content.includes('&') ? entities(content, token.at, options.entities === true, fail) : content;
      continue;
    }
    if (token.kind === 'open') {
      const element: Building = { name: token.name, attributes: token.attributes, children: [], text: '', path: '' };
      if (token.selfClosing) close(element);
      else {
        if (stack.length >= MAX_DEPTH) fail(token.at, 'elements nested too deeply');
        stack.push(element);
      }
      continue;
    }
    if (!top || token.name !== top.name) fail(token.at, top ? `expected </${top.name}>, got </${token.name}>` : `unexpected </${token.name}>`);
    stack.pop();
    close(top);
  }
  if (stack.length > 0) fail(text.length, `the document ends inside <${stack[stack.length - 1]!.name}>`);
  if (!root) fail(text.length, 'the document holds no element');
  return finish(root, `/${root.name}`);
}

const PREDEFINED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

// The text with its predefined entity references read, where the feed uses them; any other '&' is refused.
function entities(content: string, at: number, allowed: boolean, fail: (at: number, message: string) => never): string {
  if (!allowed) fail(at, "text holds '&', which this feed never needs");
  return content.replace(/&([a-z]{0,8};?)/g, (_whole, name: string, offset: number) => {
    const value = name.endsWith(';') && Object.hasOwn(PREDEFINED, name.slice(0, -1)) ? PREDEFINED[name.slice(0, -1)] : undefined;
    if (value === undefined) fail(at + offset, "a bare '&' or an entity reference XML does not predefine");
    return value;
  });
}

// Paths are known once all siblings are: an index only where a name repeats, as people write them.
// Depth-first with an explicit stack, parents before children (so the first error is the one a
// recursive walk would meet), each finished element added to its parent's list in document order.
function finish(root: Building, rootPath: string): XmlElement {
  const top: { out?: XmlElement } = {};
  const stack: { element: Building; path: string; into: XmlElement[] | undefined }[] = [{ element: root, path: rootPath, into: undefined }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const { element, path, into } = item;
    const text = element.text.trim();
    if (element.children.length > 0 && text !== '') invalidFeed(path, 'holds both text and elements');
    const children: XmlElement[] = [];
    const out: XmlElement = { name: element.name, attributes: element.attributes, children, text, path };
    if (into) into.push(out);
    else top.out = out;
    const total = new Map<string, number>();
    for (const child of element.children) total.set(child.name, (total.get(child.name) ?? 0) + 1);
    const seen = new Map<string, number>();
    const paths = element.children.map((child) => {
      const n = (seen.get(child.name) ?? 0) + 1;
      seen.set(child.name, n);
      return `${path}/${child.name}${total.get(child.name)! > 1 ? `[${n}]` : ''}`;
    });
    for (let i = element.children.length - 1; i >= 0; i--) stack.push({ element: element.children[i]!, path: paths[i]!, into: children });
  }
  return top.out!;
}

/**
 * The one child of `element` named `name`: missing or repeated, it is an `invalid_feed` error at
 * the element's path.
 *
 * @example
 * onlyChild(valute, 'Value').text // "53,8359"
 */
export function onlyChild(element: XmlElement, name: string): XmlElement {
  const found = element.children.filter((child) => child.name === name);
  if (found.length !== 1) invalidFeed(found.length === 0 ? element.path : found[1]!.path, found.length === 0 ? `lacks <${name}>` : `<${name}> is repeated`);
  return found[0]!;
}

/**
 * The attribute `name` of `element`; missing, it is an `invalid_feed` error at `path/@name`.
 *
 * @example
 * requiredAttribute(record, 'Date') // "03.03.2026"
 */
export function requiredAttribute(element: XmlElement, name: string): string {
  const value = element.attributes.get(name);
  if (value === undefined) invalidFeed(`${element.path}/@${name}`, `lacks the attribute ${name}`);
  return value;
}
