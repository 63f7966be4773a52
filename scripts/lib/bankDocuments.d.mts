// Types of bankDocuments.mjs for the TypeScript tests that import it.

export interface BankEntry {
  name: string;
  bank: string;
  folder: string;
  importer: string;
  takes: 'named' | 'bytes' | 'fred';
  skip?: RegExp;
}

export const BANKS: BankEntry[];
export function readBankDocuments(dir: URL): Record<string, unknown>;
export function importBank(importers: object, bank: BankEntry, input: unknown, catalog: unknown): { dataset: BankDataset };

export interface BankDataset {
  pivot: string;
  fiat: string[];
  crypto: string[];
  snapshots: { date: string; updated_at: string; rates: (number | string | null)[] }[];
}
