import { fromNumber, type Decimal } from '../../decimal/index.js';
import { quote } from '../../errors.js';
import { isCalendarDate } from '../../params/date.js';
import type { IsoDate } from '../../types.js';
import { invalidFeed } from '../invalidFeed.js';
import { inside } from './readJsonDocuments.js';

const DMY = /^(\d{2})([./-])(\d{2})\2(\d{4})$/;

/**
 * What a JSON value is, for a message.
 *
 * @example
 * describeJson('1,5') // 'the string "1,5"'
 */
export const describeJson = (value: unknown): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'an array'
      : typeof value === 'string'
        ? `the string ${quote(value)}`
        : typeof value === 'number'
          ? String(value)
          : typeof value;

/**
 * The JSON object at `where`, or an `invalid_feed` error there.
 *
 * @example
 * objectAt(doc, 'document 2') // doc, typed
 */
export function objectAt(value: unknown, where: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) invalidFeed(where, `expected an object, got ${describeJson(value)}`);
  return value as Record<string, unknown>;
}

/**
 * The JSON array at `where`, or an `invalid_feed` error there (an empty one too: a bank's answer
 * with no row is an error page in disguise, never an import of nothing).
 *
 * @example
 * arrayAt(doc.observations, 'observations')
 */
export function arrayAt(value: unknown, where: string): readonly unknown[] {
  if (!Array.isArray(value)) invalidFeed(where, `expected an array, got ${describeJson(value)}`);
  if (value.length === 0) invalidFeed(where, 'the array is empty');
  return value;
}

/**
 * The string field `key` of `object`, or an `invalid_feed` error at `where.key`.
 *
 * @example
 * stringField(row, 'cc', '[3]') // "USD"
 */
export function stringField(object: Record<string, unknown>, key: string, where: string): string {
  const value = object[key];
  if (typeof value !== 'string') invalidFeed(inside(where, key), `expected a string, got ${describeJson(value)}`);
  return value;
}

/**
 * The decimal a positive JSON number stands for (the shortest literal that round-trips to it,
 * which is the document's own digits for every number of up to 15 significant digits), or an
 * `invalid_feed` error at `where`.
 *
 * @example
 * positiveNumber(6.47054, '[1].value') // 6.47054
 */
export function positiveNumber(value: unknown, where: string): Decimal {
  if (typeof value !== 'number' || !(value > 0) || value === Infinity) invalidFeed(where, `expected a positive number, got ${describeJson(value)}`);
  return fromNumber(value)!;
}

/**
 * A date written `YYYY-MM-DD`, or day first (`DD.MM.YYYY`, `DD-MM-YYYY`, `DD/MM/YYYY`) with `dayFirst`, as an
 * ISO date; anything else, or no such day, is an `invalid_feed` error at `where`.
 *
 * @example
 * isoDate('16.03.2026', '[0].exchangedate', true) // "2026-03-16"
 */
export function isoDate(value: unknown, where: string, dayFirst = false): IsoDate {
  const match = dayFirst && typeof value === 'string' ? DMY.exec(value) : null;
  const date = dayFirst ? (match ? `${match[4]}-${match[3]}-${match[1]}` : '') : typeof value === 'string' ? value : '';
  if (!isCalendarDate(date)) invalidFeed(where, `expected a date ${dayFirst ? 'DD.MM.YYYY' : 'YYYY-MM-DD'}, got ${describeJson(value)}`);
  return date;
}
