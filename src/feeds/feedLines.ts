import type { FeedDescriptor } from '../importers/feedDescriptor.js';
import { UNKNOWN_TERMS } from './feedMeta.js';
import { FEED_IDS, FEED_LOADERS, FEED_META, type FeedId } from './list.generated.js';

/**
 * One line of the list: a feed, or a further line of one with its options (`nbp-b`); its descriptor
 * loaded when a source or an import needs it, so a program that only lists the feeds loads no importer.
 */
export interface FeedLine {
  /** The name on the command line (`oxr`, `nbp-b`); the source's own name is the descriptor's. */
  readonly name: string;
  /** The feed's id, its folder under src/feeds/. */
  readonly id: FeedId;
  /** Loads the feed's descriptor from its folder. */
  readonly feed: () => Promise<FeedDescriptor<never>>;
  /** Source options of this line (`nbp-b`: NBP's table B). */
  readonly options?: Readonly<Record<string, string>>;
  /** The environment variable holding the user's key, and whether the feed works without it. */
  readonly env?: { readonly name: string; readonly required: boolean };
  /** How `ratebook import <name> FILE...` reads files (feedMeta.ts); only a feed's own line has it. */
  readonly import?: 'each' | 'all' | 'fred';
  /** Terms or licence, as far as known. */
  readonly terms: string;
  /** What it quotes. */
  readonly currencies: string;
}

function linesOf(id: FeedId): FeedLine[] {
  const { env, import: mode, terms = UNKNOWN_TERMS, currencies, also = [] } = FEED_META[id];
  const feed = FEED_LOADERS[id];
  return [
    { name: id, id, feed, ...(env ? { env } : {}), ...(mode ? { import: mode } : {}), terms, currencies },
    ...also.map((line) => ({ ...line, id, feed, terms: line.terms ?? UNKNOWN_TERMS })),
  ];
}

/**
 * Every line, in the order the CLI and the README's table list them (each feed.json's `order`, a
 * feed's further lines after it): made from the generated list, so a feed is its folder alone.
 */
export const FEED_LINES: readonly FeedLine[] = [...FEED_IDS].sort((a, b) => FEED_META[a].order - FEED_META[b].order).flatMap(linesOf);
