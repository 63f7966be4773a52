import { readdirSync, readFileSync } from 'node:fs';

// The tax authorities' recorded documents (test/fixtures/tax-authorities/, copied with their origin
// and SHA-256; see test/fixtures/README.md), and plain readings of them apart from the importers.

const ROOT = new URL('../fixtures/tax-authorities/', import.meta.url);

/** A recorded file's bytes, by its path under tax-authorities/. */
export const taxFile = (path: string): Uint8Array => new Uint8Array(readFileSync(new URL(path, ROOT)));

/** A recorded file's text. */
export const taxText = (path: string): string => readFileSync(new URL(path, ROOT), 'utf8');

/** The files of a folder under tax-authorities/ whose names match, sorted, as `{ name, bytes }` (the name is the path). */
export function taxFiles(folder: string, match: RegExp): { name: string; bytes: Uint8Array }[] {
  return readdirSync(new URL(folder, ROOT))
    .filter((name) => match.test(name))
    .sort()
    .map((name) => ({ name: `${folder}${name}`, bytes: taxFile(`${folder}${name}`) }));
}

/** One published figure: the code as the authority wrote it and the figure's text. */
export interface TaxFigure {
  readonly code: string;
  readonly text: string;
}

/** An HMRC monthly XML file's rows, read by a regular expression: `<currencyCode>` then `<rateNew>` of each `<exchangeRate>`. */
export function hmrcXmlRows(text: string): TaxFigure[] {
  return [...text.matchAll(/<exchangeRate>[\s\S]*?<currencyCode>([^<]*)<\/currencyCode>\s*<rateNew>([^<]*)<\/rateNew>\s*<\/exchangeRate>/g)].map((m) => ({
    code: m[1]!,
    text: m[2]!,
  }));
}

/** An HMRC CSV's rows (`code` and `units per £1` columns), split on commas (HMRC's files quote nothing). */
export function hmrcCsvRows(text: string, codeColumn: number, rateColumn: number): TaxFigure[] {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split(','))
    .map((cells) => ({ code: cells[codeColumn]!.trim(), text: cells[rateColumn]!.trim() }));
}

/** One row of the Treasury's CSV, split on commas (its labels hold none). */
export interface TreasuryLine {
  readonly record: string;
  readonly label: string;
  readonly text: string;
  readonly effective: string;
}

/** The Treasury's recorded CSV (2021-Q1 to 2025-Q4), every row. */
export function treasuryLines(): TreasuryLine[] {
  return taxText('us-treasury/rates-of-exchange-2021Q1-2025Q4.with-iso.csv')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line !== '')
    .map((line) => {
      const [record, label, text, effective] = line.split(',');
      return { record: record!, label: label!, text: text!, effective: effective! };
    });
}

/** The same decimal, however written (`1.50` and `1.5`; `1205.0` and `1205`). */
export function sameDecimal(a: string | number, b: string | number): boolean {
  const norm = (x: string | number) => {
    const s = String(x);
    const [int, frac = ''] = s.split('.');
    const f = frac.replace(/0+$/, '');
    return `${int!.replace(/^0+(?=\d)/, '')}${f ? `.${f}` : ''}`;
  };
  return norm(a) === norm(b);
}
