import { describe, expect, it } from 'vitest';
import { datasetFreshness, staleAt } from '../../src/calendar/freshness.js';
import { defaultDataset } from '../../src/data.js';
import { importEcbXml } from '../../src/feeds/ecb/ecbXml.js';
import { createFetchHandler } from '../../src/http/index.js';
import { servedFreshness, staleCheck } from '../../src/http/statusRoute.js';
import { loadDataset } from '../../src/index.js';
import { realEcbDaily } from '../live/helpers.js';
import { call, KEY } from './helpers.js';
import { DAY_MS, datasetOf, recentDates } from '../calendar/freshnessCases.js';

// The handler judges a plain dataset by datasetStaleAt's instant (so its eager bundle carries no
// general calendar); /v1/status, /readyz, the metric and the stale header must still say what
// datasetFreshness, the one freshness rule with the dataset's own calendar, says.
describe("a handler's freshness of a plain dataset", () => {
  it('is datasetFreshness at every instant around the stale one, TARGET-dated and daily, 1999-2040', () => {
    const differing: string[] = [];
    let checked = 0;
    for (let day = Date.UTC(1999, 0, 4) / DAY_MS; day < Date.UTC(2041, 0, 1) / DAY_MS; day += 29) {
      const [weekdays, every] = recentDates(day);
      const updatedAt = new Date(day * DAY_MS + ((day * 7) % 24) * 3_600_000).toISOString();
      for (const dates of [weekdays, every]) {
        const dataset = datasetOf(dates, updatedAt);
        const at = staleAt(dataset);
        for (const nowMs of [Date.parse(updatedAt) - 1_000, at - 1, at, at + 3_600_000, at + 90_001_000]) {
          for (const maxStaleSeconds of [undefined, 0, 90_000]) {
            checked++;
            const expected = datasetFreshness(dataset, new Date(nowMs), undefined, 0, maxStaleSeconds);
            const served = servedFreshness(dataset, undefined, maxStaleSeconds, new Date(nowMs));
            const header = staleCheck(undefined, maxStaleSeconds)(dataset, nowMs);
            if (JSON.stringify(served) !== JSON.stringify(expected) || header !== expected.stale)
              differing.push(`${dates.length} dates, ${updatedAt}, ${nowMs}, ${maxStaleSeconds}`);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(7_000);
    expect(differing).toEqual([]);
  });

  it('turns an ECB series stale on the next TARGET day at 18:00 in Berlin: header, /v1/status, /readyz and the metric at once', async () => {
    // Friday 2025-05-09, captured at 14:00 UTC: Monday's publication (16:00 CEST) is missed at 16:00 UTC.
    const file = importEcbXml(realEcbDaily(), { metadata: defaultDataset }).dataset;
    const days = ['2025-05-05', '2025-05-06', '2025-05-07', '2025-05-08', '2025-05-09'];
    file.snapshots = days.map((date) => ({ ...file.snapshots[0]!, date, updated_at: `${date}T14:00:00Z` }));
    const series = loadDataset(file);
    const answers = async (now: string) => {
      const handler = createFetchHandler({
        dataset: series,
        auth: { keys: [KEY] },
        now: () => new Date(now),
        maxStaleSeconds: 60,
        health: true,
        metrics: true,
      });
      const rates = await call(handler, '/v1/rates');
      const status = await (await call(handler, '/v1/status')).json();
      const readyz = await call(handler, '/readyz', { key: null });
      const metrics = await (await call(handler, '/metrics', { key: null })).text();
      return {
        header: rates.headers.get('ratebook-stale'),
        stale: status.stale,
        readyz: readyz.status,
        metric: /^ratebook_data_stale (\d)$/m.exec(metrics)?.[1],
      };
    };
    expect(await answers('2025-05-12T15:59:59.999Z')).toEqual({ header: null, stale: false, readyz: 200, metric: '0' });
    expect(await answers('2025-05-12T16:00:00.000Z')).toEqual({ header: 'true', stale: true, readyz: 503, metric: '1' });
  });
});
