// Types of officialSources.mjs for the TypeScript tests that import it.

export interface QuotingSource {
  name: string;
  home: string;
  codes: Set<string>;
}

export interface OfficialSources {
  byCode: Record<string, string[]>;
  none: string[];
}

export function quotedBy(name: string, dataset: { pivot: string; fiat: string[]; snapshots: { rates: readonly unknown[] }[] }): QuotingSource;
export function officialSources(sources: QuotingSource[], codes: string[]): OfficialSources;
export function renderRegistryFile(result: OfficialSources): string;
export function renderCoverage(result: OfficialSources, sources: QuotingSource[]): string;
