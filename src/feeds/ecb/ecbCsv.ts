import { quote } from '../../errors.js';
import { isCalendarDate } from '../../params/date.js';
import type { CurrencyCode } from '../../types.js';
import { decodeFeed } from '../../importers/readers/decodeFeed.js';
import { ecbPublicationTime } from '../../calendar/index.js';
import type { Feed, FeedSnapshot } from '../../importers/feed.js';
import { finishImport } from '../../importers/merging/finishImport.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { parseRateText } from '../../importers/readers/parseRateText.js';
import type { ImportOptions, ImportResult } from '../../importers/types.js';
import { warningList, type WarningList } from '../../importers/warningList.js';
import { FIAT_CODE } from '../../dataset/codeSyntax.js';
import { withFeedSources } from '../../importers/banks/provenanceSources.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

const MAX_HEADER = 8192;
// Longest believable field: a rate of 20 + 20 digits; anything longer fails as a long line first.
const MAX_FIELD = 48;

/**
 * Imports the ECB's historical reference rates CSV (`eurofxref-hist.csv`: a `Date,USD,JPY,...,`
 * header with a trailing empty column, one row per business day, `N/A` where a currency is not
 * quoted). Rates are against EUR, the dataset's pivot, exactly as published. Rows may come in any
 * order; a repeated date, a malformed number or a row of the wrong width is an `invalid_feed`
 * error naming the line and column. For the `.zip` the ECB distributes, see `importEcbZip`.
 *
 * @param input - The CSV, as text or UTF-8 bytes.
 * @param options - Metadata catalog, legacy currencies, warning thresholds.
 * @returns The dataset file (pivot EUR) and the warnings.
 * @example
 * const { dataset, warnings } = importEcbCsv(csvText, { metadata: defaultDataset });
 * history(loadDataset(dataset), { date: '2005-06-01', base: 'CYP' });
 */
export function importEcbCsv(input: string | Uint8Array, options: ImportOptions = {}): ImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  return withFeedSources(finishImport(readEcbCsv(decodeFeed(input, 'read it with importEcbZip'), warnings), options, warnings), 'ecb');
}

function lineEnd(text: string, start: number, max: number, line: number): number {
  const newline = text.indexOf('\n', start);
  const end = newline === -1 ? text.length : newline;
  if (end - start > max) invalidFeed(`line ${line}`, `longer than ${max} characters; not an ECB rates row`);
  return end;
}

function readHeader(text: string): { codes: CurrencyCode[]; trailing: boolean; end: number } {
  if (!text.startsWith('Date,')) invalidFeed('line 1, column 1', `expected the header "Date,USD,JPY,...", got ${quote(text.slice(0, 30))}`);
  const end = lineEnd(text, 0, MAX_HEADER, 1);
  const fields = text.slice(0, end).replace(/\r$/, '').split(',');
  const trailing = fields[fields.length - 1] === '';
  const codes = fields.slice(1, trailing ? -1 : undefined);
  const seen = new Set<string>();
  codes.forEach((code, i) => {
    const where = `line 1, column ${i + 2}`;
    if (!FIAT_CODE.test(code)) invalidFeed(where, `${quote(code)} is not a currency code`);
    if (code === 'EUR') invalidFeed(where, 'EUR is the base of the ECB rates, not a column');
    if (seen.has(code)) invalidFeed(where, `${code} is repeated`);
    seen.add(code);
  });
  if (codes.length === 0) invalidFeed('line 1', 'the header names no currency');
  return { codes, trailing, end };
}

function readEcbCsv(text: string, warnings: WarningList): Feed {
  const { codes, trailing, end: headerEnd } = readHeader(text);
  const width = codes.length + 1 + (trailing ? 1 : 0);
  const maxLine = width * (MAX_FIELD + 1);
  const lineOfDate = new Map<string, number>();
  const snapshots: FeedSnapshot[] = [];
  const quoted = new Set<CurrencyCode>();
  let line = 1;
  for (let start = headerEnd + 1; start < text.length; ) {
    line++;
    const end = lineEnd(text, start, maxLine, line);
    const row = text.slice(start, text.charCodeAt(end - 1) === 13 ? end - 1 : end);
    start = end + 1;
    if (row === '') {
      if (text.slice(start).trim() === '') break;
      invalidFeed(`line ${line}`, 'empty line inside the rows');
    }
    const cells = row.split(',');
    if (cells.length !== width) invalidFeed(`line ${line}`, `expected ${width} fields as in the header, got ${cells.length}`);
    const date = cells[0]!;
    if (!isCalendarDate(date)) invalidFeed(`line ${line}, column Date`, `${quote(date)} is not a date YYYY-MM-DD`);
    const first = lineOfDate.get(date);
    if (first !== undefined) invalidFeed(`line ${line}, column Date`, `${date} is repeated (first on line ${first})`);
    lineOfDate.set(date, line);
    if (trailing && cells[width - 1] !== '')
      invalidFeed(`line ${line}, column ${width}`, `expected the empty last field of the header, got ${quote(cells[width - 1])}`);
    const rates = new Map<CurrencyCode, number | string>();
    for (let i = 0; i < codes.length; i++) {
      const cell = cells[i + 1]!;
      if (cell === 'N/A') continue;
      const code = codes[i]!;
      if (cell === '') invalidFeed(`line ${line}, column ${code}`, 'empty value (the ECB writes N/A for no quote)');
      rates.set(code, parseRateText(cell, `line ${line}, column ${code}`));
      quoted.add(code);
    }
    snapshots.push({ date, updatedAt: ecbPublicationTime(date), rates });
  }
  if (snapshots.length === 0) invalidFeed(`line ${line + 1}`, 'no rows after the header');
  for (const code of codes) if (!quoted.has(code)) warnings.add('never_quoted', null, code, `column ${code} is N/A on every row; left out`);
  snapshots.sort((a, b) => (a.date < b.date ? -1 : 1));
  return { pivot: 'EUR', snapshots, defaultMarket: 'fiat' };
}
