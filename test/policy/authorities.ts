import { bankFile, bankText } from '../importers/banks/recorded.js';
import { ecbCsvTable } from '../importers/ecbFiles.js';
import { CBR_CURRENCY_IDS } from '../../src/feeds/cbr/cbrCurrencyIds.js';
import { TCMB_UNITS } from '../../src/feeds/tcmb/tcmbUnits.js';
// The CBR's table of its own currency ids (a fixed list, not a reading of the documents).

/*
 * The authorities' own figures, read from the recorded documents by regular expressions and plain
 * JSON, apart from the importers: each (date, code) with the text the authority published, its
 * unit (CNB's "100 JPY"), the table id where it has one, and the direction it is written in.
 */

/** One published figure. */
export interface Figure {
  readonly date: string;
  readonly code: string;
  /** The figure as published, `.` for the decimal separator. */
  readonly text: string;
  /** Units of `code` the figure is for (1, or 100 for CNB's JPY). */
  readonly unit: number;
  readonly table?: string;
}

/** A document's figures, against the authority's own currency (`pivot`). */
export interface Published {
  readonly pivot: string;
  /** `pivot_per_code`: PLN per EUR (NBP, CNB, ...); `code_per_pivot`: USD per AUD (RBA, the ECB). */
  readonly direction: 'pivot_per_code' | 'code_per_pivot';
  readonly figures: readonly Figure[];
}

const dot = (text: string) => text.replace(',', '.');
const iso = (dmy: string) => dmy.replace(/^(\d{2})[.-](\d{2})[.-](\d{4})$/, '$3-$2-$1');

/** NBP's table A documents (nbp-1, nbp-2), with each table's number. */
export function nbpTableA(): Published {
  const figures: Figure[] = [];
  for (const file of ['nbp/nbp-1.json', 'nbp/nbp-2.json']) {
    for (const [, no, date, body] of bankText(file).matchAll(/"table":"A","no":"([^"]+)","effectiveDate":"([\d-]+)","rates":\[(.*?)\]/g)) {
      for (const [, code, mid] of body!.matchAll(/"code":"([A-Z]{3})","mid":([\d.]+)/g))
        figures.push({ date: date!, code: code!, text: mid!, unit: 1, table: no! });
    }
  }
  return { pivot: 'PLN', direction: 'pivot_per_code', figures };
}

/** CNB's rates of cnb-1.json. */
export function cnb(): Published {
  const text = bankText('cnb/cnb-1.json');
  const figures = [...text.matchAll(/"currencyCode":"([A-Z]{3})","amount":(\d+),"validFor":"([\d-]+)","rate":([\d.]+)/g)].map(([, code, unit, date, rate]) => ({
    date: date!,
    code: code!,
    text: rate!,
    unit: Number(unit),
  }));
  return { pivot: 'CZK', direction: 'pivot_per_code', figures };
}

/** BNR's reference rates of bnr-1.xml (a `multiplier` is the unit). */
export function bnr(): Published {
  const figures: Figure[] = [];
  for (const [, date, body] of bankText('bnr/bnr-1.xml').matchAll(/<Cube date="([\d-]+)">(.*?)<\/Cube>/g)) {
    for (const [, code, multiplier, value] of body!.matchAll(/<Rate currency="([A-Z]{3})"(?: multiplier="(\d+)")?>([\d.]+)<\/Rate>/g)) {
      figures.push({ date: date!, code: code!, text: value!, unit: multiplier === undefined ? 1 : Number(multiplier) });
    }
  }
  return { pivot: 'RON', direction: 'pivot_per_code', figures };
}

/** The CBR's daily document (cbr-1.xml) and its dynamic series (cbr-2 ... ), the ASCII parts read as latin1. */
export function cbr(files: readonly string[]): Published {
  const figures: Figure[] = [];
  for (const file of files) {
    const text = new TextDecoder('latin1').decode(bankFile(file));
    const day = /<ValCurs Date="([\d.]+)"/.exec(text)?.[1];
    if (day !== undefined) {
      for (const [, code, nominal, value] of text.matchAll(
        /<CharCode>([A-Z]{3})<\/CharCode><Nominal>(\d+)<\/Nominal><Name>[^<]*<\/Name><Value>([\d,]+)<\/Value>/g,
      )) {
        figures.push({ date: iso(day), code: code!, text: dot(value!), unit: Number(nominal) });
      }
    }
    const id = /<ValCurs ID="(\w+)"/.exec(text)?.[1];
    if (id !== undefined) {
      const code = CBR_CURRENCY_IDS[id];
      for (const [, date, nominal, value] of text.matchAll(/<Record Date="([\d.]+)" Id="\w+"><Nominal>(\d+)<\/Nominal><Value>([\d,]+)<\/Value>/g)) {
        if (code !== undefined) figures.push({ date: iso(date!), code, text: dot(value!), unit: Number(nominal) });
      }
    }
  }
  return { pivot: 'RUB', direction: 'pivot_per_code', figures };
}

/** The NBU's rates of nbu-1.json (exchangedate: the date the rate is set for). */
export function nbu(): Published {
  const rows = JSON.parse(bankText('nbu/nbu-1.json')) as { exchangedate: string; cc: string; rate: number; units: number }[];
  const raw = bankText('nbu/nbu-1.json');
  const texts = new Map(
    [...raw.matchAll(/"exchangedate":"([\d.]+)","r030":\d+,"cc":"([A-Z]{3})"[^}]*?"rate":([\d.]+)/g)].map(([, d, cc, rate]) => [`${d} ${cc}`, rate!]),
  );
  const figures = rows.map((r) => ({ date: iso(r.exchangedate), code: r.cc, text: texts.get(`${r.exchangedate} ${r.cc}`) ?? String(r.rate), unit: r.units }));
  return { pivot: 'UAH', direction: 'pivot_per_code', figures };
}

/** The Bank of Canada's observations of boc-1.json (`FXUSDCAD`: CAD per USD). */
export function boc(): Published {
  const doc = JSON.parse(bankText('boc/boc-1.json')) as { observations: Record<string, string | { v: string }>[] };
  const figures: Figure[] = [];
  for (const o of doc.observations) {
    for (const [key, cell] of Object.entries(o)) {
      const code = /^FX([A-Z]{3})CAD$/.exec(key)?.[1];
      if (code !== undefined && typeof cell === 'object') figures.push({ date: o.d as string, code, text: cell.v, unit: 1 });
    }
  }
  return { pivot: 'CAD', direction: 'pivot_per_code', figures };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The RBA's F11.1 table (rba-1.csv): `A$1=USD` columns, units of the code per AUD. */
export function rba(): Published {
  const lines = bankText('rba/rba-1.csv').split(/\r?\n/);
  const header = lines.find((l) => l.startsWith('Units,'))!.split(',');
  const figures: Figure[] = [];
  for (const line of lines) {
    const m = /^(\d{2})-([A-Z][a-z]{2})-(\d{4}),/.exec(line);
    if (!m) continue;
    const date = `${m[3]}-${String(MONTHS.indexOf(m[2]!) + 1).padStart(2, '0')}-${m[1]}`;
    line.split(',').forEach((cell, i) => {
      const code = header[i]!;
      if (i > 0 && /^[A-Z]{3}$/.test(code) && code !== 'SDR' && /^[\d.]+$/.test(cell)) figures.push({ date, code, text: cell, unit: 1 });
    });
  }
  return { pivot: 'AUD', direction: 'code_per_pivot', figures };
}

/** The MNB's document (mnb-1.xml): HUF per `unit` of each code. */
export function mnb(): Published {
  const text = bankText('mnb/mnb-1.xml').replaceAll('&lt;', '<').replaceAll('&gt;', '>');
  const figures: Figure[] = [];
  for (const [, date, body] of text.matchAll(/<Day date="([\d-]+)">(.*?)<\/Day>/g)) {
    for (const [, unit, code, value] of body!.matchAll(/<Rate unit="(\d+)" curr="([A-Z]{3})">([\d,]+)<\/Rate>/g))
      figures.push({ date: date!, code: code!, text: dot(value!), unit: Number(unit) });
  }
  return { pivot: 'HUF', direction: 'pivot_per_code', figures };
}

/** The ECB's history (eurofxref-hist.zip, read by node:zlib), from `from` on: units of each code per EUR. */
export function ecb(from: string): Published {
  const { codes, rows } = ecbCsvTable();
  const figures: Figure[] = [];
  for (const row of rows) {
    if (row.date < from) continue;
    row.cells.forEach((cell, i) => {
      if (codes[i] !== undefined && /^[\d.]+$/.test(cell)) figures.push({ date: row.date, code: codes[i]!, text: cell, unit: 1 });
    });
  }
  return { pivot: 'EUR', direction: 'code_per_pivot', figures };
}

/** TCMB's buying (`A`) or selling (`S`) rates of tcmb-1.json: TRY per the unit TCMB's table states (100 JPY). */
export function tcmb(side: 'A' | 'S'): Published {
  const doc = JSON.parse(bankText('tcmb/tcmb-1.json')) as { items: Record<string, string | null>[] };
  const raw = bankText('tcmb/tcmb-1.json');
  const figures: Figure[] = [];
  for (const item of doc.items) {
    const date = iso(item.Tarih as string);
    for (const [key, value] of Object.entries(item)) {
      const code = new RegExp(`^TP_DK_([A-Z]{3})_${side}_YTL$`).exec(key)?.[1];
      if (code === undefined || value === null) continue;
      // The text as written (a string in the document already).
      expectInDocument(raw, value);
      figures.push({ date, code, text: value, unit: TCMB_UNITS[code] ?? 1 });
    }
  }
  return { pivot: 'TRY', direction: 'pivot_per_code', figures };
}

function expectInDocument(raw: string, value: string): void {
  if (!raw.includes(`"${value}"`)) throw new Error(`${value} is not written as such in tcmb-1.json`);
}
