import type { Dataset } from '../types.js';
import { DAILY } from './periodic.js';
import type { PublishingCalendar } from './publishingCalendar.js';
import { isTargetBusinessDay, TARGET } from './target.js';

/**
 * The calendar a plain dataset is judged by: TARGET when its recent snapshots (up to ten, at least
 * five) all fall on TARGET business days, as an ECB series does; daily otherwise.
 *
 * @param dataset - A loaded dataset.
 * @returns The calendar.
 * @example
 * datasetCalendar(defaultDataset).name // "daily"
 */
export function datasetCalendar(dataset: Dataset): PublishingCalendar {
  return usesTarget(dataset) ? TARGET : DAILY;
}

/**
 * Whether a dataset is judged by TARGET (datasetCalendar): its recent snapshots, up to ten and at
 * least five, all fall on TARGET business days.
 *
 * @example
 * usesTarget(defaultDataset) // false
 */
export function usesTarget(dataset: Dataset): boolean {
  const recent = dataset.snapshots.slice(-10);
  return recent.length >= 5 && recent.every((s) => isTargetBusinessDay(s.date));
}
