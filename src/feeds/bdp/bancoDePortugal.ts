import { quote } from '../../errors.js';
import { isCalendarDate } from '../../params/date.js';
import type { IsoDate } from '../../types.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { inside, readJsonDocuments, type JsonFeedInput } from '../../importers/readers/readJsonDocuments.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { arrayAt, describeJson, objectAt } from '../../importers/readers/jsonFields.js';
import { inverseRate, readDecimalNumber } from '../../importers/banks/quoteRate.js';
import { quoteDays } from '../../importers/banks/quoteDays.js';
import { refuseFutureDate } from '../../importers/banks/futureDate.js';
import { dateWindow } from '../../importers/banks/dateWindow.js';
import { withSources } from '../../importers/banks/provenanceSources.js';
import type { BankImportResult } from '../../importers/banks/types.js';
import { type BankCalendar, isTargetBusinessDay, zonedUtc } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';
import { decimalOfInteger } from '../../decimal/index.js';

/** When the Banco de Portugal's daily rates appear: TARGET business days, after the ECB's 16:00 CET publication. */
export const bancoDePortugalCalendar: BankCalendar = {
  zone: 'Europe/Lisbon',
  publishes: '16:00',
  weekdays: [1, 2, 3, 4, 5],
  closed: (date) => !isTargetBusinessDay(date),
  toleranceDays: 1,
  source:
    "the recorded documents are BPstat's escudo reference rates of December 1998 (no schedule in the manifest); the euro's reference rates follow the ECB's, " +
    'around 15:00 Lisbon on TARGET days; 16:00 Lisbon, toleranceDays 1',
};

// The reference currency's name, as the dataset's dimension 13 labels it.
const PIVOTS: Readonly<Record<string, string>> = { 'Portuguese Escudo': 'PTE', Euro: 'EUR' };
// `US, Dollars (USD) against Escudo - daily`; the ECU's own code XEU for its `(ECU)`.
const SERIES = /\(([A-Z]{3})\) against /;
const RENAMED: Readonly<Record<string, string>> = { ECU: 'XEU' };
const DATASET = /\/datasets\/([0-9a-f]{32})\//;

/** Category of dimension 12 -> code, from every page's series labels. */
function seriesCodes(documents: readonly { doc: ReturnType<typeof objectAt>; where: string }[]): Map<string, string> {
  const codes = new Map<string, string>();
  for (const { doc, where } of documents) {
    const series = arrayAt(objectAt(doc.extension, inside(where, 'extension')).series, inside(where, 'extension.series'));
    series.forEach((entry, i) => {
      const at = inside(where, `extension.series[${i}]`);
      const s = objectAt(entry, at);
      const label = typeof s.label === 'string' ? SERIES.exec(s.label) : null;
      if (!label) invalidFeed(`${at}.label`, `${describeJson(s.label)} names no currency "(XXX) against"`);
      const category = arrayAt(s.dimension_category, `${at}.dimension_category`)
        .map((c, k) => objectAt(c, `${at}.dimension_category[${k}]`))
        .find((c) => c.dimension_id === 12);
      if (!category) invalidFeed(`${at}.dimension_category`, 'has no category of dimension 12');
      codes.set(String(category.category_id), RENAMED[label[1]!] ?? label[1]!);
    });
  }
  return codes;
}

/**
 * Imports the Banco de Portugal's daily exchange rates from BPstat (`data/v1/domains/29/datasets/
 * <id>/?dim_cats=40:4263&obs_since=&obs_to=&page=`, JSON-stat 2.0: dimensions `12`, the
 * counterparty currency, and `reference_date` vary, the others are single; `value` row-major),
 * one page or several. The counterparty's code comes from the series labels of `extension.series`
 * (`US, Dollars (USD) against Escudo`), which a page gives for its own series only: a currency whose
 * label is on no page of the import is left out with `unknown_code`. The unit of measure (dimension
 * 70) must be the reference currency (13): its units per one unit of the counterparty, stored as
 * `1 / value`, rounded once to 12 significant digits half-even. `null` is no value.
 *
 * @param input - One page or several: JSON text, bytes, `{ name, bytes }` or parsed.
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot PTE, or EUR), the warnings and each date's provenance (`bdp`, the dataset id).
 * @example
 * const { dataset } = importBancoDePortugal(pages, { metadata: defaultDataset });
 */
export function importBancoDePortugal(input: JsonFeedInput | readonly JsonFeedInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = quoteDays('bdp');
  const documents = readJsonDocuments(input).map(({ value, where }) => ({ doc: objectAt(value, where), where }));
  const codes = seriesCodes(documents);
  let pivot: string | undefined;
  let table: string | undefined;
  const unknown = new Set<string>();
  documents.forEach(({ doc, where }, document) => {
    if (doc.class !== 'dataset' || doc.version !== '2.0') invalidFeed(where, 'expected a JSON-stat 2.0 dataset');
    const ids = arrayAt(doc.id, inside(where, 'id')).map(String);
    const sizes = arrayAt(doc.size, inside(where, 'size'));
    if (sizes.length !== ids.length || !sizes.every((n) => Number.isInteger(n) && (n as number) >= 1))
      invalidFeed(inside(where, 'size'), 'is not one positive size per id');
    const dimension = objectAt(doc.dimension, inside(where, 'dimension'));
    const index = (id: string) =>
      arrayAt(
        objectAt(objectAt(dimension[id], inside(where, `dimension.${id}`)).category, inside(where, `dimension.${id}.category`)).index,
        inside(where, `dimension.${id}.category.index`),
      ).map(String);
    const label = (id: string) => {
      const [only] = index(id);
      const labels = objectAt(objectAt(dimension[id], inside(where, `dimension.${id}`)).category, inside(where, `dimension.${id}.category`)).label;
      return objectAt(labels, inside(where, `dimension.${id}.category.label`))[only!];
    };
    ids.forEach((id, k) => {
      if (index(id).length !== sizes[k]) invalidFeed(inside(where, `size[${k}]`), `${sizes[k]} is not the ${index(id).length} categories of dimension ${id}`);
      if (id !== '12' && id !== 'reference_date' && sizes[k] !== 1) invalidFeed(inside(where, `dimension.${id}`), 'varies; only the currency and the date may');
    });
    const reference = label('13');
    const here = typeof reference === 'string' ? PIVOTS[reference] : undefined;
    if (!here) invalidFeed(inside(where, 'dimension.13'), `${describeJson(reference)} is not a reference currency this importer knows`);
    if (label('70') !== reference)
      invalidFeed(
        inside(where, 'dimension.70'),
        `the unit ${describeJson(label('70'))} is not the reference currency ${reference}; not read rather than guessed`,
      );
    if (pivot !== undefined && here !== pivot) invalidFeed(inside(where, 'dimension.13'), `${here} among pages against ${pivot}`);
    pivot = here;
    const href = typeof doc.href === 'string' ? DATASET.exec(doc.href) : null;
    if (!href) invalidFeed(inside(where, 'href'), 'names no BPstat dataset');
    table = `BPstat ${href[1]}`;
    const currencies = index('12');
    const dates = index('reference_date');
    const values = arrayAt(doc.value, inside(where, 'value'));
    if (values.length !== currencies.length * dates.length)
      invalidFeed(inside(where, 'value'), `${values.length} values, not ${currencies.length} × ${dates.length}`);
    // Row-major: the stride of each varying dimension is the product of the sizes after it.
    const stride = (id: string) => (sizes.slice(ids.indexOf(id) + 1) as number[]).reduce((a, b) => a * b, 1);
    dates.forEach((date, d) => {
      if (!isCalendarDate(date)) invalidFeed(inside(where, `dimension.reference_date.category.index[${d}]`), `${quote(date)} is not a date`);
      refuseFutureDate(date, inside(where, `dimension.reference_date.category.index[${d}]`));
    });
    currencies.forEach((category, c) => {
      const code = codes.get(category);
      if (code === undefined) {
        if (!unknown.has(category))
          warnings.add('unknown_code', null, category, `BPstat's currency ${category} is named by no series label of this import; left out`);
        unknown.add(category);
        return;
      }
      dates.forEach((date: IsoDate, d) => {
        const at = inside(where, `value[${c * stride('12') + d * stride('reference_date')}]`);
        const value = values[c * stride('12') + d * stride('reference_date')];
        if (value === null) return;
        const rate = inverseRate(decimalOfInteger(false, 1, 0), readDecimalNumber(value, at));
        days.add(date, code, rate, at, document, zonedUtc(date, bancoDePortugalCalendar.publishes, bancoDePortugalCalendar.zone));
      });
    });
  });
  const result = days.finish(pivot ?? 'EUR', options, warnings);
  return withSources(result, Object.fromEntries(Object.keys(result.provenance).map((date) => [date, [{ provider: 'bdp', table: table! }]])));
}

/** The Banco de Portugal as its live source reads it: the last two weeks of the recorded BPstat dataset's first page (pass `url` for another dataset of the same shape). */
export const bancoDePortugalFeed: FeedDescriptor = {
  name: 'bdp',
  calendar: bancoDePortugalCalendar,
  window: (now) => {
    const { from, to } = dateWindow(now, 14);
    return [
      `https://bpstat.bportugal.pt/data/v1/domains/29/datasets/23e0cdd56bddb4ad3016a9c3ad63a539/?dim_cats=40:4263&lang=EN&obs_since=${from.iso}&obs_to=${to.iso}&page=1`,
    ];
  },
  read: (body, metadata) => importBancoDePortugal(body, { metadata }),
  importer: importBancoDePortugal,
};
