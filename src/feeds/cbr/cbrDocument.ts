import type { Decimal } from '../../decimal/index.js';
import { quote } from '../../errors.js';
import { isCalendarDate } from '../../params/date.js';
import type { IsoDate } from '../../types.js';
import { decodeFeed } from '../../importers/readers/decodeFeed.js';
import { invalidFeed, locate } from '../../importers/invalidFeed.js';
import { quotient, readBankDecimal } from '../../importers/banks/nominalRate.js';
import { decodeWindows1251 } from '../../importers/readers/windows1251.js';
import { onlyChild, readXmlTree, requiredAttribute, type XmlElement } from '../../importers/readers/xmlTree.js';

/** One quote of a CBR document: RUB per `nominal` units of the currency the CBR's `id` names. */
export interface CbrRow {
  readonly date: IsoDate;
  /** The CBR's own currency id (`R01235`). */
  readonly id: string;
  /** The ISO code, where the document says it (the daily table's `CharCode`). */
  readonly code: string | undefined;
  readonly value: Decimal;
  readonly nominal: Decimal;
  /** The path of the `Value`, for errors. */
  readonly path: string;
}

/** A CBR document read: currency quotes (`XML_daily`, `XML_dynamic`), or precious metals (`xml_metall`), which are no currency. */
export type CbrDocument = { readonly kind: 'rates'; readonly rows: readonly CbrRow[] } | { readonly kind: 'metals'; readonly path: string };

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const DECLARED = /^<\?xml[^>]{0,200}?encoding\s*=\s*["']([A-Za-z0-9._-]{1,40})["']/;
const DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;
const NOMINAL = /^[1-9]\d{0,8}$/;
// Russian names as the CBR writes them: a text that is not (Latin-1 or UTF-8 read as windows-1251) fails.
const NAME = /^[А-Яа-яЁё][А-Яа-яЁёA-Za-z0-9 ().,«»'"-]{0,199}$/;

/**
 * Reads one CBR document: bytes by the encoding its XML declaration names (windows-1251, as the CBR
 * serves; UTF-8), a string as given. Bytes declared windows-1251 that are UTF-8 (a re-encoded copy)
 * are refused, as is a name that is not Russian text (a copy decoded as Latin-1).
 *
 * @example
 * readCbrDocument(bytes).kind // "rates"
 */
export function readCbrDocument(input: string | Uint8Array): CbrDocument {
  const root = readXmlTree(cbrText(input));
  if (root.name === 'Metall') return { kind: 'metals', path: root.path };
  if (root.name !== 'ValCurs') invalidFeed(root.path, 'expected <ValCurs> (XML_daily or XML_dynamic), or <Metall>');
  if (root.attributes.has('ID')) return { kind: 'rates', rows: readDynamic(root) };
  const date = cbrDate(requiredAttribute(root, 'Date'), `${root.path}/@Date`);
  if (root.children.length === 0) invalidFeed(root.path, 'holds no <Valute>');
  const rows = root.children.map((valute): CbrRow => {
    if (valute.name !== 'Valute') invalidFeed(valute.path, `expected <Valute>, got <${valute.name}>`);
    const code = onlyChild(valute, 'CharCode');
    if (!/^[A-Z]{3}$/.test(code.text)) invalidFeed(code.path, `${quote(code.text)} is not a currency code`);
    const numeric = onlyChild(valute, 'NumCode');
    if (!/^\d{3}$/.test(numeric.text)) invalidFeed(numeric.path, `${quote(numeric.text)} is not an ISO 4217 numeric code`);
    const name = onlyChild(valute, 'Name');
    if (!NAME.test(name.text))
      invalidFeed(name.path, `${quote(name.text)} is not a Russian currency name: not windows-1251 text, or decoded with another encoding`);
    return { ...quoteOf(valute, date), id: requiredAttribute(valute, 'ID'), code: code.text };
  });
  return { kind: 'rates', rows };
}

function readDynamic(root: XmlElement): CbrRow[] {
  const id = requiredAttribute(root, 'ID');
  const from = cbrDate(requiredAttribute(root, 'DateRange1'), `${root.path}/@DateRange1`);
  const to = cbrDate(requiredAttribute(root, 'DateRange2'), `${root.path}/@DateRange2`);
  return root.children.map((record): CbrRow => {
    if (record.name !== 'Record') invalidFeed(record.path, `expected <Record>, got <${record.name}>`);
    const where = `${record.path}/@Date`;
    const date = cbrDate(requiredAttribute(record, 'Date'), where);
    if (date < from || date > to) invalidFeed(where, `${date} lies outside the document's range ${from}..${to}`);
    if (requiredAttribute(record, 'Id') !== id) invalidFeed(`${record.path}/@Id`, `differs from the document's ID ${id}`);
    return { ...quoteOf(record, date), id, code: undefined };
  });
}

// Nominal, Value and VunitRate (Value / Nominal, which the CBR adds since 2023) must agree exactly.
function quoteOf(element: XmlElement, date: IsoDate): Omit<CbrRow, 'id' | 'code'> {
  const nominalText = onlyChild(element, 'Nominal');
  if (!NOMINAL.test(nominalText.text)) invalidFeed(nominalText.path, `${quote(nominalText.text)} is not a positive whole number`);
  const nominal = readBankDecimal(nominalText.text, nominalText.path);
  const valueText = onlyChild(element, 'Value');
  const value = readBankDecimal(valueText.text, valueText.path, true);
  const unit = element.children.find((child) => child.name === 'VunitRate');
  if (unit) {
    const perUnit = readBankDecimal(unit.text, unit.path, true);
    const expected = quotient(value, nominal);
    if (perUnit.digits !== expected.digits || perUnit.exp !== expected.exp) invalidFeed(unit.path, `${quote(unit.text)} is not Value / Nominal`);
  }
  return { date, value, nominal, path: valueText.path };
}

function cbrDate(text: string, where: string): IsoDate {
  const match = DATE.exec(text);
  const date = match ? `${match[3]}-${match[2]}-${match[1]}` : '';
  if (!isCalendarDate(date)) invalidFeed(where, `${quote(text)} is not a date DD.MM.YYYY`);
  return date;
}

function cbrText(input: string | Uint8Array): string {
  if (typeof input === 'string' || !(input instanceof Uint8Array)) return decodeFeed(input);
  const head = String.fromCharCode(...input.subarray(0, 256));
  const label = DECLARED.exec(head)?.[1]?.toLowerCase();
  if (label === undefined || label === 'utf-8') return decodeFeed(input);
  if (label !== 'windows-1251' && label !== 'cp1251')
    invalidFeed('line 1, column 1', `the document declares the encoding ${quote(label)}; the CBR writes windows-1251`);
  const text = decodeWindows1251(input);
  // One byte is one character in windows-1251, so the first high byte's offset locates it in the text.
  const high = input.findIndex((b) => b >= 0x80);
  if (high !== -1 && isUtf8(input)) invalidFeed(locate(text, high), 'the document declares windows-1251 but its bytes are UTF-8 (a re-encoded copy)');
  return text;
}

function isUtf8(bytes: Uint8Array): boolean {
  try {
    strictUtf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}
