// Types of officialDisputes.mjs for the TypeScript tests that import it.

export interface Testimony {
  source: string;
  date: string;
  subject: string;
  diff: number | undefined;
  home: boolean;
}

export interface Dispute {
  date: string;
  code: string;
  home: Testimony;
  other: Testimony;
  evidence: Testimony[];
}

export const THRESHOLD: number;
export function testimony(
  comparison: { bank: string; date: string; code: string; diff: number; subjectDiff?: number },
  pivotOf: (name: string) => string,
): Testimony;
export function officialDisputes(testimonies: Testimony[], threshold?: number): Dispute[];
export function withholdDisputes(
  dataset: { fiat: string[]; crypto: string[]; snapshots: { date: string; rates: (number | string | null)[] }[] },
  disputes: Dispute[],
): (Dispute & { value: number | string | null; text: string })[];
export function describeDispute(dispute: Dispute): string;
