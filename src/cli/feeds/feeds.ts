import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { FEED_LINES, type FeedLine } from '../../feeds/feedLines.js';
import type { ImportOptions, ImportResult } from '../../importers/types.js';
import type { LiveSource } from '../../live/types.js';
import type { SourceOptions } from '../../live/sources/sourceOptions.js';
import { allFiles, eachFile, fredFiles, type BankImport } from './bankImport.js';

/** One feed the CLI knows by name: `ratebook fetch <name>`, `serve --live --source <name>` and, for a bank, `ratebook import <name> FILE`. */
export interface Feed {
  /** The name on the command line and in status. */
  readonly name: string;
  /** Makes the live source; `key` is the environment variable's value. */
  readonly source: (where: SourceOptions, key: string | undefined) => Promise<LiveSource>;
  /** The environment variable holding its key, and whether the feed works without it. */
  readonly env?: { readonly name: string; readonly required: boolean };
  /** `ratebook import <name> FILE...`, for a bank (the other feeds' formats are ecb-xml, ecb-csv, oxr, fawazahmed0, coingecko). */
  readonly import?: BankImport;
  /** Terms or licence, as far as known. */
  readonly terms: string;
  /** What it quotes. */
  readonly currencies: string;
}

/** The CLI's reader of a feed's files with the importer its descriptor names, as its line says. */
function importOf(line: FeedLine): BankImport | undefined {
  const importer = async () => (await line.feed()).importer as (input: unknown, options: ImportOptions) => ImportResult;
  if (line.import === 'each') return eachFile(async (bytes, options) => (await importer())(bytes, options));
  if (line.import === 'all') return allFiles(async (inputs, options) => (await importer())(inputs, options));
  if (line.import === 'fred') return async (inputs, options) => (await importer())(fredFiles(inputs), options);
  return undefined;
}

/** The CLI's feed: the list's line, its source made by `descriptorSource` (loaded when a source is made) with the line's options and the user's key. */
function cliFeed(line: FeedLine): Feed {
  const read = importOf(line);
  return {
    name: line.name,
    source: async (where, key) => {
      const [{ descriptorSource }, feed] = await Promise.all([import('../../live/sources/descriptorSource.js'), line.feed()]);
      const option = feed.key?.option ?? 'apiKey';
      return descriptorSource(feed as FeedDescriptor<object>, {
        ...where,
        ...line.options,
        ...(key !== undefined || line.env?.required ? { [option]: key } : {}),
      });
    },
    ...(line.env ? { env: line.env } : {}),
    ...(read ? { import: read } : {}),
    terms: line.terms,
    currencies: line.currencies,
  };
}

/** Every feed, in the order of the one list `FEED_LINES` (src/feeds/feedLines.ts, made from the folders of src/feeds/). */
export const FEEDS: readonly Feed[] = FEED_LINES.map(cliFeed);

/** The feeds' names, in the table's order. */
export const FEED_NAMES: readonly string[] = FEEDS.map((feed) => feed.name);
