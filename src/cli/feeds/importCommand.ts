import { fail } from '../../errors.js';
import { sortWarnings } from '../../importers/merging/finishImport.js';
import { importCoinGecko, type CoinGeckoOptions } from '../../feeds/coingecko/coinGecko.js';
import { importEcbCsv } from '../../feeds/ecb/ecbCsv.js';
import { importEcbXml } from '../../feeds/ecb/ecbXml.js';
import { importEcbZip } from '../../feeds/ecb/ecbZip.js';
import { importFawazahmed0 } from '../../feeds/fawazahmed0/fawazahmed0.js';
import { importOxr } from '../../feeds/oxr/openExchangeRates.js';
import { rethrowIn } from '../../importers/invalidFeed.js';
import { mergeDatasets } from '../../importers/merging/mergeDatasets.js';
import type { ImportOptions, ImportResult } from '../../importers/types.js';
import { suggest } from '../../params/suggest.js';
import { FEEDS } from './feeds.js';
import { IMPORT_FORMATS } from './importFormats.js';
import { combineImports } from './combineImports.js';
import { withholdKnownVersions } from './withholdKnownVersions.js';

/** One input file of `ratebook import`. */
export interface ImportCommandInput {
  /** The file name, which leads every error about it. */
  readonly name: string;
  /** The file's bytes. */
  readonly bytes: Uint8Array;
  /** This file's format, when it differs from the command's (the ECB zip plus CoinGecko files in one run). */
  readonly format?: string;
}

/** Options of `importCommand`: those of the importers; the metadata catalog defaults to the embedded dataset. */
export interface ImportCommandOptions extends ImportOptions, Pick<CoinGeckoOptions, 'quote' | 'coins' | 'staleSeconds'> {
  /** The quote date of a single OXR or CoinGecko document. */
  readonly date?: string;
  /** The most bytes a zip entry may inflate to; default 64 MiB. */
  readonly maxUncompressedBytes?: number;
}

const SOURCE = { 'ecb-xml': 'ecb', 'ecb-csv': 'ecb', oxr: 'oxr', fawazahmed0: 'fawazahmed0', coingecko: 'coingecko' } as const;
type Format = keyof typeof SOURCE;
type Source = (typeof SOURCE)[Format];

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5) && (bytes[3] === 4 || bytes[3] === 6);

/**
 * Runs `ratebook import <format> <file>...`: imports every input, combines inputs of one source
 * into one series (many OXR historical files; the ECB zip and later daily XML), and merges the fiat
 * series with the CoinGecko crypto series (`mergeDatasets`: exact re-pivoting, crypto dates without
 * a fiat quote left out). An `ecb-csv` input may be the CSV or the zip the ECB distributes it in
 * (told by the zip signature). A bank's name (`nbp`, ...) reads that bank's files with its importer
 * (the registry `FEEDS`), less the published versions the curation knows to be wrong
 * (`withholdKnownVersions`). Without `metadata` the embedded dataset is the catalog.
 *
 * @param format - The format of every input that does not name its own.
 * @param inputs - The files, with their names.
 * @param options - Importer options; `metadata` defaults to `defaultDataset`.
 * @returns The dataset file to write and every warning, by date.
 * @example
 * const { dataset, warnings } = await importCommand('ecb-csv', [{ name: 'eurofxref-hist.zip', bytes }], {});
 */
export async function importCommand(format: string, inputs: readonly ImportCommandInput[], options: ImportCommandOptions = {}): Promise<ImportResult> {
  if (inputs.length === 0) fail('invalid_parameter', 'ratebook import needs at least one input file.', 'inputs');
  const bank = FEEDS.find((feed) => feed.import && feed.name === format);
  if (bank || inputs.some((input) => FEEDS.some((feed) => feed.import && feed.name === input.format))) {
    if (!bank || inputs.some((input) => input.format !== undefined && input.format !== format))
      fail('invalid_parameter', "A bank's files are imported on their own: ratebook import <bank> FILE...", 'format');
    const metadata = options.metadata ?? (options.allowMinimalMetadata ? undefined : (await import('../../data.js')).defaultDataset);
    // A version the publisher corrected (HMRC's April 2019 BRL) never reaches the file: withholdKnownVersions.
    return withholdKnownVersions(
      await bank.import!(
        inputs.map(({ name, bytes }) => ({ name, bytes })),
        { ...options, metadata },
      ),
    );
  }
  const groups = new Map<Source, { format: Format; input: ImportCommandInput }[]>();
  for (const input of inputs) {
    const f = checkFormat(input.format ?? format);
    const source = SOURCE[f];
    groups.set(source, [...(groups.get(source) ?? []), { format: f, input }]);
  }
  // The embedded dataset is loaded only when it is the catalog: validating it takes a moment.
  const metadata = options.metadata ?? (options.allowMinimalMetadata ? undefined : (await import('../../data.js')).defaultDataset);
  const opts = { ...options, metadata };

  const series = new Map<Source, ImportResult>();
  for (const [source, members] of groups) series.set(source, await importSource(source, members, opts));
  const fiatSources = [...series.keys()].filter((source) => source !== 'coingecko');
  if (fiatSources.length > 1) {
    fail(
      'invalid_parameter',
      `Inputs of several fiat sources (${fiatSources.join(', ')}): a dataset merges one fiat series with one crypto series; import them separately.`,
      'format',
    );
  }
  const fiat = fiatSources.length === 1 ? series.get(fiatSources[0]!) : undefined;
  const crypto = series.get('coingecko');
  if (!fiat || !crypto) return (fiat ?? crypto)!;
  const merged = mergeDatasets(fiat.dataset, crypto.dataset, options);
  return { dataset: merged.dataset, warnings: sortWarnings([...fiat.warnings, ...crypto.warnings, ...merged.warnings]) };
}

function checkFormat(format: string): Format {
  if (!IMPORT_FORMATS.includes(format) || !Object.hasOwn(SOURCE, format)) {
    const near = suggest(String(format), IMPORT_FORMATS);
    const hint = near === undefined ? '' : ` did you mean '${near}'?`;
    fail('invalid_parameter', `Unknown import format '${String(format).slice(0, 40)}';${hint} use one of ${IMPORT_FORMATS.join(', ')}.`, 'format');
  }
  return format as Format;
}

async function importSource(source: Source, members: { format: Format; input: ImportCommandInput }[], options: ImportCommandOptions): Promise<ImportResult> {
  const named = members.map(({ input }) => ({ name: input.name, bytes: input.bytes }));
  if (source === 'oxr') return importOxr(named, options);
  if (source === 'fawazahmed0') return importFawazahmed0(named, options);
  if (source === 'coingecko') return importCoinGecko(named, options);
  // ECB files are whole series each (the CSV, the 90-day XML) or one day (the daily XML).
  const results: ImportResult[] = [];
  for (const { format, input } of members) {
    try {
      if (format === 'ecb-xml') results.push(importEcbXml(input.bytes, options));
      else if (isZip(input.bytes)) results.push(await importEcbZip(input.bytes, options));
      else results.push(importEcbCsv(input.bytes, options));
    } catch (error) {
      rethrowIn(error, input.name);
    }
  }
  return combineImports(results, options);
}
