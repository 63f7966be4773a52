// Types of sanity.mjs for the TypeScript tests that import it.

export interface Finding {
  check: 'unit' | 'jump' | 'flips' | 'partial' | 'value';
  code: string;
  date: string;
  detail: string;
}

export const JUMP_FACTOR: { fiat: number; crypto: number };
export const UNIT_SLACK: number;
export const FLIP_FACTOR: { fiat: number; crypto: number };
export const FLIP_LIMIT: number;
export const FLIP_WINDOW: number;
export const PARTIAL_SHARE: number;
export function sanityCheck(
  dataset: { fiat: string[]; crypto: string[]; snapshots: { date: string; rates: (number | string | null)[] }[] },
  unitChanges?: { code: string; date: string; factor: number }[],
): Finding[];
export function summarizeFindings(findings: Finding[]): Finding[];
