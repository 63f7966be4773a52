// `data/dataset.json?embedded` (tsup.config.ts and vitest.config.ts make it with embeddedModule):
// the embedded text with the newest rates row, and the locales and the older rows, read on first use.
declare module '*?embedded' {
  export const text: string;
  export function locales(): string;
  export function olderRows(): string;
}
