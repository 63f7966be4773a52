import { registerSources as register } from '../ops/entryRegistry.js';
import { officialSourcesOf } from '../registry/sourcesOf.js';

/**
 * Registers the official-sources table, so that `currency()` answers its `sources` (the feed names
 * whose recorded documents quote the code, home issuer first). Importing `ratebook/sources` calls
 * it; `ratebook/importers`, `ratebook/live`, the fetch handler and the CLI call it themselves.
 *
 * @example
 * registerSourceTable(); currency(ds, { code: 'PLN' }).sources // ['nbp', 'bnr', ...]
 */
export function registerSourceTable(): void {
  register(officialSourcesOf);
}
