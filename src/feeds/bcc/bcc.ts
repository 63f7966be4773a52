import { ONE, type Decimal } from '../../decimal/index.js';
import { fail, quote } from '../../errors.js';
import type { CurrencyCode } from '../../types.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { readJsonDocuments, type JsonFeedInput, type NamedFeed } from '../../importers/readers/readJsonDocuments.js';
import { within } from '../../importers/readers/bankInputs.js';
import { currencyAnswers, type CurrencyDocument, type CurrencyService } from '../../importers/banks/currencyAnswers.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { arrayAt, isoDate, objectAt, positiveNumber } from '../../importers/readers/jsonFields.js';
import { nominalRate } from '../../importers/banks/nominalRate.js';
import { seriesDays } from '../../importers/banks/seriesDays.js';
import { refuseFutureDate } from '../../importers/banks/futureDate.js';
import { dateWindow } from '../../importers/banks/dateWindow.js';
import type { BankImportResult } from '../../importers/banks/types.js';
import { publicationTime, type BankCalendar } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** When the Banco Central de Cuba publishes its rates: every day, early morning Havana time. */
export const bccCalendar: BankCalendar = {
  zone: 'America/Havana',
  publishes: '01:00',
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  toleranceDays: 1,
  source:
    "Banco Central de Cuba, tasas de cambio (api.bc.gob.cu): three rates a day, official, public and special (floating); recorder's observation: */30 4-6 * * * (UTC, every day, 00:00 to 02:00 Havana)",
};

/** The BCC's three rates of a currency: `tasaOficial` (24 pesos a dollar), `tasaPublica` (120) and `tasaEspecial` (the floating rate). */
export type BccRate = 'oficial' | 'publica' | 'especial';
const FIELDS: Readonly<Record<BccRate, string>> = { oficial: 'tasaOficial', publica: 'tasaPublica', especial: 'tasaEspecial' };

/** The currencies of the BCC's history service, CUP per unit but for the yen, quoted in yen per peso. */
export const BCC_CURRENCIES: readonly CurrencyCode[] = ['AUD', 'CAD', 'CHF', 'CNY', 'DKK', 'EUR', 'GBP', 'JPY', 'MXN', 'NOK', 'RUB', 'SEK', 'USD'];
const UNITS_PER_PESO: ReadonlySet<string> = new Set(['JPY']);

/** One answer of the BCC's history service and the currency it was asked for (`codigoMoneda`): the answer does not name it. */
export type BccDocument = CurrencyDocument;

/** Options of `importBcc`. */
export interface BccOptions extends ImportOptions {
  /** The currency of a single answer (`USD`). */
  readonly currency?: string;
  /** Which of the three rates the dataset takes; default `especial`, the floating rate. */
  readonly rate?: BccRate;
}

/**
 * Imports the Banco Central de Cuba's rate history (`/v1/tasas-de-cambio/historico?codigoMoneda=...`:
 * `[{ fecha, tasaOficial, tasaPublica, tasaEspecial }]`), one currency an answer: a single answer
 * with `options.currency`, or several as `{ currency, body }` (or files named after their currency,
 * `USD.json`). Cuban pesos per unit (the yen: yen per peso, the three rates then falling instead of
 * rising). The dataset takes one of the three (`rate`, default `especial`, the floating rate the
 * recorder called the market rate), stored per peso exactly or to 12 significant digits. The three
 * must keep their order (official < public < special pesos per unit), so a swapped field is refused.
 *
 * @param input - One answer (with `options.currency`) or several `{ currency, body }`.
 * @param options - `currency`, `rate`, metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot CUP), the warnings and each date's provenance (`bcc`, table `historico <code> <field>`).
 * @example
 * const { dataset } = importBcc(await (await fetch(url)).text(), { currency: 'USD', metadata: defaultDataset });
 */
export function importBcc(input: JsonFeedInput | readonly (BccDocument | NamedFeed)[], options: BccOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const rate = options.rate ?? 'especial';
  if (!Object.hasOwn(FIELDS, rate)) fail('invalid_parameter', `Option rate must be oficial, publica or especial, got ${quote(rate)}.`, 'rate');
  const answers = currencyAnswers(input, options.currency, BCC);
  const days = seriesDays('bcc');
  for (const { code, body, where, index: document } of answers) {
    const inverse = UNITS_PER_PESO.has(code);
    within(where, () => {
      arrayAt(readJsonDocuments(body)[0]!.value, '').forEach((item, i) => {
        const at = `[${i}]`;
        const row = objectAt(item, at);
        const date = refuseFutureDate(isoDate(row.fecha, `${at}.fecha`), `${at}.fecha`);
        const [official, pub, special] = (['tasaOficial', 'tasaPublica', 'tasaEspecial'] as const).map((field) =>
          positiveNumber(row[field], `${at}.${field}`),
        ) as [Decimal, Decimal, Decimal];
        const rising = official.num < pub.num && pub.num < special.num;
        const falling = official.num > pub.num && pub.num > special.num;
        if (inverse ? !falling : !rising)
          invalidFeed(`${at}.tasaPublica`, `the three rates are not in the order of ${inverse ? 'yen per peso (falling)' : 'pesos per unit (rising)'}`);
        const chosen = { oficial: official, publica: pub, especial: special }[rate];
        days.add(
          date,
          code,
          nominalRate(chosen, ONE, inverse ? 'foreign_per_domestic' : 'domestic_per_foreign'),
          `${at}.${FIELDS[rate]}`,
          `historico ${code} ${FIELDS[rate]}`,
          publicationTime(date, bccCalendar),
          document,
        );
      });
    });
  }

  return days.finish('CUP', options, warnings);
}

const BCC: CurrencyService = { answer: "The BCC's answer", what: 'a currency of the BCC', currencies: BCC_CURRENCIES };

/** The BCC as its live source reads it: one currency a source (`currency`, default `USD`), the last two weeks, one of its three rates (`rate`). */
export const bccFeed: FeedDescriptor<{ readonly currency?: string; readonly rate?: BccRate }> = {
  name: 'bcc',
  nameOf: ({ currency = 'USD', rate = 'especial' }) =>
    ['bcc', ...(currency === 'USD' ? [] : [currency.toLowerCase()]), ...(rate === 'especial' ? [] : [rate])].join('-'),
  calendar: bccCalendar,
  window: (now, { currency = 'USD' }) => {
    const { from } = dateWindow(now, 14);
    return [`https://api.bc.gob.cu/v1/tasas-de-cambio/historico?codigoMoneda=${currency}&fechaFin=${now.toISOString().slice(0, 10)}&fechaInicio=${from.iso}`];
  },
  check: ({ currency = 'USD', rate = 'especial' }) => {
    if (!BCC_CURRENCIES.includes(currency)) fail('invalid_parameter', `${quote(currency)} is not a currency of BCC_CURRENCIES.`, 'currency');
    if (!Object.hasOwn(FIELDS, rate)) fail('invalid_parameter', `Source option rate must be oficial, publica or especial, got ${quote(rate)}.`, 'rate');
  },
  read: (body, metadata, { currency = 'USD', rate = 'especial' }) => importBcc(body, { currency, rate, metadata }),
  importer: importBcc,
};
