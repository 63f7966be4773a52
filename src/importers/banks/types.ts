import type { CurrencyCode, IsoDate } from '../../types.js';
import type { ImportResult } from '../types.js';

/** Who published a snapshot's rates, for receipts: the provider and, where the source numbers its tables, the table id. */
export interface Provenance {
  /** The source's name as the live source and the CLI call it (`nbp`, `cnb`, ...). */
  readonly provider: string;
  /** The table as the bank numbers it (NBP `041/A/NBP/2026`), when it does. */
  readonly table?: string;
  /** The codes this table quoted, where a date has several tables of one provider (NBP's A and B). */
  readonly codes?: readonly string[];
}

/** A bank's buying and selling quote of one code, its own currency per one unit of the code, exact decimals. */
export interface BidAsk {
  /** The bank's buying rate. */
  readonly buying: string;
  /** The bank's selling rate. */
  readonly selling: string;
}

/** What a central bank's importer returns: the dataset file and warnings, plus each date's provenance. */
export interface BankImportResult extends ImportResult {
  /** Quote date -> the tables that quoted it. */
  readonly provenance: Readonly<Record<IsoDate, readonly Provenance[]>>;
  /** Quote date -> code -> the buying and selling quotes the dataset's mid rate came from (TCMB), for a later bid/ask. */
  readonly quotes?: Readonly<Record<IsoDate, Readonly<Record<CurrencyCode, BidAsk>>>>;
}
