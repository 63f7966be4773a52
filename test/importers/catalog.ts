import { defaultDataset } from '../../src/data.js';
import type { MetadataCatalog } from '../../src/importers/index.js';

/** The catalog the tests import with: the embedded dataset's metadata, as a user would pass it. */
export const catalog: MetadataCatalog = defaultDataset;

/** A fixed present after every test date, for `history`. */
export const NOW = new Date('2026-04-20T00:00:00Z');

/** The exact value of a dataset rate literal, for comparing with a file's text. */
export function same(literal: unknown, text: string): boolean {
  return typeof literal === 'number' ? literal === Number(text) && String(literal) === String(Number(text)) : literal === text;
}
