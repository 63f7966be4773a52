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
  const recent = dataset.snapshots.slice(-10);
  return recent.length >= 5 && recent.every((s) => isTargetBusinessDay(s.date)) ? TARGET : DAILY;
}
