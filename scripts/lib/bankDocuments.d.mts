// Types of bankDocuments.mjs for the TypeScript tests that import it.

export interface BankEntry {
  name: string;
  bank: string;
  folder: string;
  /** The feed whose importer reads them: the id of the folder under src/feeds/. */
  feed: string;
  /** The contract's round: 1 (the first 13) or 2. */
  wave: 1 | 2;
  takes: 'named' | 'bytes' | 'fred' | 'currency';
  /** With `takes: 'currency'`: the currency of each document, from its request URL. */
  currency?: RegExp;
  skip?: RegExp;
  /** A median difference from the shipped rates allowed over the cross-check's 0.6%, and why (test/data/crossBanks.test.ts). */
  crossMedian?: { under: number; why: string };
  /** The currency the bank issues, where it quotes against another. */
  home?: string;
}

export const BANKS: BankEntry[];
export const SECOND_WAVE: BankEntry[];
export function readBankDocuments(dir: URL, banks?: BankEntry[]): Record<string, unknown>;
export function importBank(importers: object, bank: BankEntry, input: unknown, catalog: unknown): { dataset: BankDataset };

export interface BankDataset {
  pivot: string;
  fiat: string[];
  crypto: string[];
  snapshots: { date: string; updated_at: string; rates: (number | string | null)[] }[];
}
