import type { ImportWarning, ImportWarningKind } from './types.js';

/** A bounded list of warnings: a hostile feed cannot make an importer build millions of them. */
export interface WarningList {
  readonly items: ImportWarning[];
  add(kind: ImportWarningKind, date: string | null, code: string | null, message: string): void;
}

/**
 * Creates an empty warning list that keeps the first `max` warnings and then one `too_many_warnings`.
 *
 * @example
 * const warnings = warningList(1000);
 * warnings.add('jump', '2008-10-09', 'ISK', 'ISK moved from 150 to 305');
 */
export function warningList(max = 1000): WarningList {
  const items: ImportWarning[] = [];
  let dropped = 0;
  return {
    items,
    add(kind, date, code, message) {
      if (items.length < max) {
        items.push({ kind, date, code, message });
        return;
      }
      dropped++;
      const note: ImportWarning = { kind: 'too_many_warnings', date: null, code: null, message: `${dropped} more warnings were left out` };
      if (items.length === max) items.push(note);
      else items[max] = note;
    },
  };
}
