/** Terms of a feed whose feed.json states none. */
export const UNKNOWN_TERMS = "terms not stated in the recorded data; check the bank's site (some banks restrict commercial redistribution)";

/** What a line of the list says of a feed besides its descriptor: the CLI's `ratebook feeds`, the README's table. */
interface LineFacts {
  /** The environment variable holding the user's key, and whether the feed works without it. */
  readonly env?: { readonly name: string; readonly required: boolean };
  /** Terms or licence, as far as known; default UNKNOWN_TERMS. */
  readonly terms?: string;
  /** What it quotes. */
  readonly currencies: string;
}

/**
 * A feed's facts for the list, its folder's feed.json (data, so that the CLI lists every feed
 * without loading one importer, and the scripts read it without a build).
 */
export interface FeedMeta extends LineFacts {
  /** Where the CLI and the README's table list it, ascending (the contract's order; a new feed takes the next number). */
  readonly order: number;
  /**
   * How `ratebook import <id> FILE...` reads files with the feed's importer, for a central bank:
   * `each` alone, then one series (BoE, RBA); `all` together, by name (NBP's tables A and B);
   * `fred` named after their series (`DEXUSEU.json`). The other feeds have formats of their own.
   */
  readonly import?: 'each' | 'all' | 'fred';
  /** Further lines of the same feed with source options (NBP's table B as `nbp-b`), listed after it. */
  readonly also?: readonly (LineFacts & { readonly name: string; readonly options: Readonly<Record<string, string>> })[];
}
