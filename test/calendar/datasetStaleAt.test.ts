import { describe, expect, it } from 'vitest';
import { datasetStaleAt } from '../../src/calendar/datasetStaleAt.js';
import { staleAt } from '../../src/calendar/freshness.js';
import { DAY_MS, datasetOf, recentDates } from './freshnessCases.js';

// The stale flag's instant (convert's bundle) and the calendars' (freshness.ts, the live dataset):
// one law, so a change to either calendar shows here.
describe('datasetStaleAt', () => {
  it("is staleAt's instant for TARGET-dated and daily datasets, captured at every hour of 1980-2040 (Berlin's summer times by their three rules)", () => {
    const differing: string[] = [];
    let checked = 0;
    for (let day = Date.UTC(1980, 0, 7) / DAY_MS; day < Date.UTC(2041, 0, 1) / DAY_MS; day += 5) {
      const [weekdays, every] = recentDates(day);
      // The capture at one hour of the day, rotating, and the minutes around TARGET's publication in
      // summer and winter time (14:00 and 15:00 UTC).
      const hour = (day * 7) % 24;
      for (const at of [day * DAY_MS + hour * 3_600_000, day * DAY_MS + 14 * 3_600_000 + 1_000, day * DAY_MS + 15 * 3_600_000 - 1_000]) {
        const updatedAt = new Date(at).toISOString();
        for (const dates of [weekdays, every]) {
          const dataset = datasetOf(dates, updatedAt);
          checked++;
          if (datasetStaleAt(dataset) !== staleAt(dataset)) differing.push(`${dates.length} dates, ${updatedAt}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(18_000);
    expect(differing).toEqual([]);
  });
});
