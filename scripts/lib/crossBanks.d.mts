// Types of crossBanks.mjs for the TypeScript tests that import it.

import type { BankDataset, BankEntry } from './bankDocuments.mjs';
import type { EcbHistory } from './crossSource.mjs';

export interface Explanation {
  id: string;
  bank: string;
  dates: string[] | 'every';
  codes: string[];
  /** One check or several joined by `_or_`: `via_usd`, `others`, `alone`, `foreign` (crossBanks.mjs, CHECKS). */
  check?: string;
  why: string;
}

export interface BankComparison {
  bank: string;
  date: string;
  bankDate: string;
  code: string;
  shipped: number | string;
  reference: string;
  diff: number;
  /** On a USD row: the shipped home currency per USD against the bank's, exactly. */
  subjectDiff?: number;
}

export interface OverThreshold extends BankComparison {
  /** The currency the comparison tests: the bank's home currency for its USD row, else its code. */
  subject: string;
  /** Whether the bank is the subject's home issuer. */
  home: boolean;
  viaUsd: number | undefined;
  others: { source: string; diff: number; home: boolean }[];
  explanation: Explanation | undefined;
}

export interface BankFigures {
  bank: string;
  home: string;
  codes: number;
  dates: number;
  first: string;
  last: string;
  values: number;
  compared: number;
  snapshots: number;
  n: number;
  median: number | undefined;
  max: number | undefined;
  over: number;
}

export interface BankRow {
  bank: string;
  code: string;
  n: number;
  median: number;
  max: number;
  maxDate: string;
  over: number;
}

export interface CrossBanks {
  banks: BankFigures[];
  rows: BankRow[];
  days: BankComparison[];
  ecbDays: unknown[];
  over: OverThreshold[];
  ecbCodes: string[];
  quotedCodes: string[];
  notInEcb: string[];
}

export const ALL_BANKS: BankEntry[];
export const THRESHOLD: number;
export const MAX_LAG_DAYS: number;
export const EXPLAINED: Explanation[];
export function explanationOf(comparison: { bank: string; date: string; code: string }): Explanation | undefined;
export function compareBank(shipped: unknown, bankName: string, quoted: BankDataset): BankComparison[];
export function summarize(days: BankComparison[]): BankRow[];
export function viaBankUsd(comparison: BankComparison, quoted: BankDataset): number | undefined;
export function crossCheckBanks(shipped: unknown, imported: Record<string, BankDataset>, ecb: EcbHistory): CrossBanks;
export function passesExplanation(over: OverThreshold): boolean;
export function pivotsOf(imported: Record<string, BankDataset>): (name: string) => string;
export function disputesOf(shipped: unknown, imported: Record<string, BankDataset>, ecb: EcbHistory): { disputes: Dispute[]; comparisons: number };
import type { Dispute } from './officialDisputes.mjs';
