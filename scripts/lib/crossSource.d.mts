// Types of crossSource.mjs for the TypeScript tests that import it.

export interface EcbHistory {
  codes: string[];
  days: { date: string; rates: Record<string, string> }[];
}

export interface Comparison {
  date: string;
  ecbDate: string;
  code: string;
  shipped: number | string;
  ecb: number;
  diff: number;
}

export interface CurrencyRow {
  code: string;
  n: number;
  first: string;
  last: string;
  median: number;
  max: number;
  maxDate: string;
  over: number;
}

export const THRESHOLD: number;
export const MAX_LAG_DAYS: number;
export const EXPLAINED: { date: string; codes: string[]; why: string }[];
export function isExplained(comparison: { date: string; code: string }): boolean;
export function parseEcbCsv(text: string): EcbHistory;
export function compareWithEcb(dataset: unknown, ecb: EcbHistory): { rows: CurrencyRow[]; days: Comparison[] };
export function fraction(text: string): { n: bigint; d: bigint };
export function ratio(num: bigint, den: bigint): number;
export function median(sorted: number[]): number;
export function firstZipEntry(zip: Buffer): string;
