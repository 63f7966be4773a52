import { quote } from '../../errors.js';
import { isCalendarDate } from '../../params/date.js';
import type { CurrencyCode } from '../../types.js';
import { decodeFeed } from '../../importers/readers/decodeFeed.js';
import { ecbPublicationTime } from '../../calendar/index.js';
import type { Feed, FeedSnapshot } from '../../importers/feed.js';
import { finishImport } from '../../importers/merging/finishImport.js';
import { invalidFeed, locate } from '../../importers/invalidFeed.js';
import { parseRateText } from '../../importers/readers/parseRateText.js';
import { scanXml, type XmlToken } from '../../importers/readers/scanXml.js';
import type { ImportOptions, ImportResult } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { FIAT_CODE } from '../../dataset/codeSyntax.js';
import { withFeedSources } from '../../importers/banks/provenanceSources.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

const MAX_DEPTH = 16;

type Open = Extract<XmlToken, { kind: 'open' }>;

/**
 * Imports the ECB's reference rates XML: the daily `eurofxref-daily.xml`, and the 90-day and full
 * history variants, which hold many days. The document must be a `gesmes:Envelope` holding one
 * `Cube` of `Cube time=...` days of `Cube currency=... rate=...` quotes; anything else there is an
 * `invalid_feed` error at its line and column. Rates are against EUR, the pivot, as published.
 *
 * @param input - The XML, as text or UTF-8 bytes.
 * @param options - Metadata catalog, legacy currencies, warning thresholds.
 * @returns The dataset file (pivot EUR) and the warnings.
 * @example
 * const { dataset } = importEcbXml(await (await fetch(ECB_DAILY_URL)).text(), { metadata: defaultDataset });
 */
export function importEcbXml(input: string | Uint8Array, options: ImportOptions = {}): ImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  // The ECB distributes its history as a zipped CSV, the XML never zipped: point there.
  const feed = readEcbXml(decodeFeed(input, 'the ECB zip holds the CSV history: read it with importEcbZip (ratebook import ecb-csv)'));
  return withFeedSources(finishImport(feed, options, warnings), 'ecb');
}

/** Reads past an element and everything it holds, its nesting bounded. */
function skipElement(scan: () => XmlToken, open: Open, fail: (at: number, message: string) => never): void {
  const stack = [open.name];
  while (stack.length > 0) {
    const token = scan();
    if (token.kind === 'end') fail(token.at, `the document ends inside <${stack[stack.length - 1]}>`);
    if (token.kind === 'open' && !token.selfClosing) {
      if (stack.length >= MAX_DEPTH) fail(token.at, 'elements nested too deeply');
      stack.push(token.name);
    }
    if (token.kind === 'close') {
      if (token.name !== stack[stack.length - 1]) fail(token.at, `expected </${stack[stack.length - 1]}>, got </${token.name}>`);
      stack.pop();
    }
  }
}

function readEcbXml(text: string): Feed {
  const scan = scanXml(text);
  const fail: (at: number, message: string) => never = (at, message) => invalidFeed(locate(text, at), message);
  const next = (): XmlToken => {
    for (;;) {
      const token = scan();
      if (token.kind !== 'text') return token;
      if (!token.blank) fail(token.at, 'unexpected text between elements');
    }
  };
  const describe = (t: XmlToken) => (t.kind === 'open' ? `<${t.name}>` : t.kind === 'close' ? `</${t.name}>` : 'the end of the document');
  const onlyAttributes = (t: Open, names: string[]) => {
    for (const key of t.attributes.keys()) if (!names.includes(key)) fail(t.at, `unexpected attribute ${key} on <Cube>`);
    for (const key of names) if (!t.attributes.has(key)) fail(t.at, `<Cube> lacks the attribute ${key}`);
  };

  const root = next();
  if (root.kind !== 'open' || root.name !== 'gesmes:Envelope' || root.selfClosing) fail(root.at, `expected <gesmes:Envelope>, got ${describe(root)}`);
  const snapshots: FeedSnapshot[] = [];
  const dayAt = new Map<string, number>();
  let cubes = 0;

  const readDay = (open: Open) => {
    onlyAttributes(open, ['time']);
    const date = open.attributes.get('time')!;
    if (!isCalendarDate(date)) fail(open.at, `time ${quote(date)} is not a date YYYY-MM-DD`);
    const first = dayAt.get(date);
    if (first !== undefined) fail(open.at, `${date} is repeated (first at ${locate(text, first)})`);
    dayAt.set(date, open.at);
    const rates = new Map<CurrencyCode, number | string>();
    snapshots.push({ date, updatedAt: ecbPublicationTime(date), rates });
    if (open.selfClosing) return;
    for (let t = next(); !(t.kind === 'close' && t.name === 'Cube'); t = next()) {
      if (t.kind !== 'open' || t.name !== 'Cube') fail(t.at, `expected <Cube currency=... rate=...> or </Cube>, got ${describe(t)}`);
      onlyAttributes(t, ['currency', 'rate']);
      const code = t.attributes.get('currency')!;
      // Located only on error: walking the text to a line number for every quote made a history quadratic.
      const at = t.at;
      const where = () => `${locate(text, at)}, currency ${code}`;
      if (!FIAT_CODE.test(code)) fail(at, `currency ${quote(code)} is not a currency code`);
      if (code === 'EUR') fail(at, 'EUR is the base of the ECB rates, not a quote');
      if (rates.has(code)) invalidFeed(where(), `${code} is repeated on ${date}`);
      rates.set(code, parseRateText(t.attributes.get('rate')!, where));
      if (!t.selfClosing) {
        const close = next();
        if (close.kind !== 'close' || close.name !== 'Cube') fail(close.at, `expected </Cube>, got ${describe(close)}`);
      }
    }
  };

  for (let t = next(); !(t.kind === 'close' && t.name === 'gesmes:Envelope'); t = next()) {
    if (t.kind !== 'open') fail(t.at, `expected an element or </gesmes:Envelope>, got ${describe(t)}`);
    if (t.name !== 'Cube') {
      // Elements of the envelope other than Cube (subject, Sender) are read past, whatever they hold.
      if (!t.selfClosing) skipElement(scan, t, fail);
      continue;
    }
    if (++cubes > 1) fail(t.at, 'a second outer <Cube>');
    onlyAttributes(t, []);
    if (t.selfClosing) continue;
    for (let day = next(); !(day.kind === 'close' && day.name === 'Cube'); day = next()) {
      if (day.kind !== 'open' || day.name !== 'Cube') fail(day.at, `expected <Cube time=...> or </Cube>, got ${describe(day)}`);
      readDay(day);
    }
  }
  const end = next();
  if (end.kind !== 'end') fail(end.at, `expected the end of the document after </gesmes:Envelope>, got ${describe(end)}`);
  if (snapshots.length === 0) fail(end.at, 'the document holds no <Cube time=...> day');
  snapshots.sort((a, b) => (a.date < b.date ? -1 : 1));
  return { pivot: 'EUR', snapshots, defaultMarket: 'fiat' };
}
