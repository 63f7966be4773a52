// Types of rules.mjs for the TypeScript tests that import it.

export interface Peg { code: string; anchor: string; peg?: number; tolerance?: number; band?: number[]; from?: string; to?: string; source: string }
export interface ParsedPeg extends Peg { lo: number; hi: number; bounds: string; target: string }
export interface Stablecoins { lo: number; hi: number; codes: string[] }
export interface Facts { pegs: ParsedPeg[]; stablecoins: Stablecoins; withdrawn: Record<string, { from: string; replacedBy: string }> }
export interface Violation { rule: 'peg' | 'stablecoin' | 'withdrawn'; code: string; date: string; value: number | string; detail: string }
export interface Rows { pivot: string; fiat: string[]; crypto: string[]; snapshots: { date: string; rates: (number | string | null)[] }[] }

export function parsePegs(table: { entries: Peg[] }): ParsedPeg[];
export function parseStablecoins(table: { band: number[]; codes: string[] }): Stablecoins;
export function applyRules(dataset: Rows, facts: Facts): Violation[];
