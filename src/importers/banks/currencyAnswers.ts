import { fail, quote } from '../../errors.js';
import type { CurrencyCode } from '../../types.js';
import { invalidFeed } from '../invalidFeed.js';
import type { JsonFeedInput, NamedFeed } from '../readers/readJsonDocuments.js';

/** One answer of a service that answers one currency a request without naming it, and the currency it was asked for. */
export interface CurrencyDocument {
  /** The currency of the request (`EUR`). */
  readonly currency: string;
  /** The response: JSON text, bytes, or parsed. */
  readonly body: JsonFeedInput;
}

/** A currency's answer as its importer reads it: the code, the body, and the words that name it in errors (its code, among several). */
export interface CurrencyAnswer {
  readonly code: CurrencyCode;
  readonly body: JsonFeedInput;
  readonly where: string;
  /** Its position in the input list, which names its SHA-256 in receipts. */
  readonly index: number;
}

/** What an importer of such a service says of it in errors. */
export interface CurrencyService {
  /** Whose answer does not name its currency (`PTAX's answer`). */
  readonly answer: string;
  /** What a known currency is (`a PTAX currency`). */
  readonly what: string;
  /** The currencies it quotes. */
  readonly currencies: readonly CurrencyCode[];
}

// An element of a list of answers, as opposed to a parsed answer that is itself a list (a series of [stamp, value] pairs).
const isEntry = (item: unknown): boolean => typeof item === 'object' && item !== null && !Array.isArray(item) && ('currency' in item || 'bytes' in item);

/**
 * Lists the answers of one import from a service that answers one currency a request and does not
 * name it (PTAX, the BCC): a single answer with `currency`, or several as
 * `{ currency, body }` or as files named after their currency (`USD.json`, as `ratebook import`
 * gives them). A currency the service does not quote, or one given twice, is `invalid_parameter`
 * naming where (`input[2].currency`); `currency` beside several answers, or missing beside one, too.
 *
 * @param input - One answer, or several.
 * @param currency - The currency of a single answer (`options.currency`).
 * @param service - The service's words and currencies.
 * @returns Each answer with its code.
 * @example
 * currencyAnswers([{ currency: 'EUR', body }], undefined, { answer: "PTAX's answer", what: 'a PTAX currency', currencies: BCB_CURRENCIES })
 * // [{ code: 'EUR', body, where: 'EUR', index: 0 }]
 */
export function currencyAnswers(
  input: JsonFeedInput | readonly (CurrencyDocument | NamedFeed)[],
  currency: string | undefined,
  service: CurrencyService,
): CurrencyAnswer[] {
  const several = Array.isArray(input) && (input.length === 0 || input.some(isEntry));
  if (several && currency !== undefined)
    fail('invalid_parameter', 'Option currency names the currency of a single answer; with several, each { currency, body } names its own.', 'currency');
  if (!several && currency === undefined)
    fail('invalid_parameter', `${service.answer} does not name its currency: pass options.currency (e.g. 'USD').`, 'currency');
  const documents = several ? (input as readonly (CurrencyDocument | NamedFeed)[]).map(named) : [{ currency, body: input as JsonFeedInput }];
  if (documents.length === 0) invalidFeed('', 'no input');
  const seen = new Set<string>();
  return documents.map((entry, i) => {
    const code: unknown = typeof entry === 'object' && entry !== null ? entry.currency : undefined;
    const param = several ? `input[${i}].currency` : 'currency';
    if (typeof code !== 'string' || !service.currencies.includes(code))
      fail('invalid_parameter', `${quote(code)} is not ${service.what} (${service.currencies.join(', ')}).`, param);
    if (seen.has(code)) fail('invalid_parameter', `${code} is given twice.`, param);
    seen.add(code);
    return { code, body: entry.body, where: several ? code : '', index: i };
  });
}

// A file named after its currency (`USD.json`) is that currency's answer.
function named(entry: CurrencyDocument | NamedFeed): CurrencyDocument {
  if (typeof entry !== 'object' || entry === null || !('bytes' in entry) || 'currency' in entry) return entry as CurrencyDocument;
  const code = /(?:^|[\\/])([A-Z]{3})\.json$/.exec(entry.name)?.[1];
  return { currency: code ?? entry.name, body: entry.bytes };
}
