import { quote } from '../../errors.js';
import { decodeFeed } from '../../importers/readers/decodeFeed.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { bankInputs, within, type BankInput } from '../../importers/readers/bankInputs.js';
import { isoDate } from '../../importers/readers/jsonFields.js';
import { METALS } from '../../importers/banks/metals.js';
import { nominalRate, readBankDecimal } from '../../importers/banks/nominalRate.js';
import { publishedFigure } from '../../importers/banks/withPublished.js';
import { quoteDays } from '../../importers/banks/quoteDays.js';
import type { BankImportResult } from '../../importers/banks/types.js';
import { type BankCalendar, zonedUtc } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { onlyChild, readXmlTree, requiredAttribute } from '../../importers/readers/xmlTree.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** The BNR's publishing calendar: reference rates of Romanian banking days, published around 13:00 Bucharest time. */
export const bnrCalendar: BankCalendar = {
  zone: 'Europe/Bucharest',
  publishes: '13:00',
  weekdays: [1, 2, 3, 4, 5],
  toleranceDays: 1,
  source:
    'National Bank of Romania, reference exchange rates: published around 13:00 Bucharest time (recalled: no statement of the bank was available here to cite); ' +
    'no holiday list was available here, hence toleranceDays 1',
};

const CODE = /^[A-Z]{3}$/;
const MULTIPLIER = /^1(?:0{1,9})$/;

/**
 * Imports the National Bank of Romania's reference rates XML — the daily `nbrfxrates.xml`, the
 * ten-day file, or a yearly `nbrfxrates<YYYY>.xml` — one document or several. Each
 * `<Cube date>` holds `<Rate currency multiplier?>` quotes of RON per `multiplier` units (1 when
 * absent; 100 for HUF, JPY, ...); `OrigCurrency` must be RON, the pivot. Each is stored as
 * `multiplier / rate` units per RON, rounded once to 12 significant digits half-even unless it
 * terminates, with `updated_at` 13:00 Bucharest time. The BNR's gold price (XAU, RON per gram) is
 * left out with a `not_a_currency` warning. A bad value is an `invalid_feed` error at its path
 * (`/DataSet/Body/Cube[3]/Rate[12]`).
 *
 * @param input - One document or several: XML text, UTF-8 bytes, or `{ name, bytes }`.
 * @param options - Metadata catalog, warning thresholds.
 * @returns The dataset file (pivot RON), the warnings and each date's provenance (`bnr`).
 * @example
 * const { dataset } = importBnr(await (await fetch('https://curs.bnr.ro/nbrfxrates.xml')).text(), { metadata: defaultDataset });
 */
export function importBnr(input: BankInput | readonly BankInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = quoteDays('bnr');
  let metal = false;
  bankInputs(input).forEach(({ body, where }, document) =>
    within(where, () => {
      const root = readXmlTree(decodeFeed(body));
      if (root.name !== 'DataSet') invalidFeed(root.path, `expected <DataSet>, got <${root.name}>`);
      const bodyElement = onlyChild(root, 'Body');
      const origin = onlyChild(bodyElement, 'OrigCurrency');
      if (origin.text !== 'RON') invalidFeed(origin.path, `the rates are against ${quote(origin.text)}, not RON`);
      const cubes = bodyElement.children.filter((child) => child.name === 'Cube');
      if (cubes.length === 0) invalidFeed(bodyElement.path, 'holds no <Cube>');
      for (const cube of cubes) {
        const date = isoDate(requiredAttribute(cube, 'date'), `${cube.path}/@date`);
        const updatedAt = zonedUtc(date, bnrCalendar.publishes, bnrCalendar.zone);
        if (cube.children.length === 0) invalidFeed(cube.path, 'holds no <Rate>');
        for (const rate of cube.children) {
          if (rate.name !== 'Rate') invalidFeed(rate.path, `expected <Rate>, got <${rate.name}>`);
          const code = requiredAttribute(rate, 'currency');
          if (!CODE.test(code)) invalidFeed(`${rate.path}/@currency`, `${quote(code)} is not a currency code`);
          const multiplier = rate.attributes.get('multiplier') ?? '1';
          if (multiplier !== '1' && !MULTIPLIER.test(multiplier)) invalidFeed(`${rate.path}/@multiplier`, `${quote(multiplier)} is not 10, 100, ...`);
          const value = readBankDecimal(rate.text, rate.path);
          if (METALS.has(code)) {
            // One warning for the import, not one per day of a yearly file.
            if (!metal) warnings.add('not_a_currency', date, code, `${code} is a precious metal the BNR prices (RON per gram), not a currency; left out`);
            metal = true;
            continue;
          }
          const units = readBankDecimal(multiplier, `${rate.path}/@multiplier`);
          days.add(date, code, nominalRate(value, units, 'domestic_per_foreign'), rate.path, document, updatedAt, publishedFigure(value, units));
        }
      }
    }),
  );
  return days.finish('RON', options, warnings);
}

/** The BNR as its live source reads it: the latest reference rates, this year's file as the fallback. */
export const bnrFeed: FeedDescriptor = {
  name: 'bnr',
  calendar: bnrCalendar,
  window: (now) => ['https://curs.bnr.ro/nbrfxrates.xml', `https://curs.bnr.ro/files/xml/years/nbrfxrates${now.getUTCFullYear()}.xml`],
  maxBytes: 4 << 20,
  read: (body, metadata) => importBnr(body, { metadata }),
  importer: importBnr,
};
