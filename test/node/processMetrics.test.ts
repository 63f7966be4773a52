import { describe, expect, it } from 'vitest';
import { prometheusMetrics } from '../../src/http/index.js';
import { processMetrics } from '../../src/node/index.js';
import { parsePrometheus, sampleValue } from '../http/prometheusText.js';

// The names and types of prom-client's default metrics (collectDefaultMetrics, prom-client 15) that a Linux process has.
const DEFAULTS: Readonly<Record<string, string>> = {
  process_cpu_user_seconds_total: 'counter',
  process_cpu_system_seconds_total: 'counter',
  process_cpu_seconds_total: 'counter',
  process_start_time_seconds: 'gauge',
  process_resident_memory_bytes: 'gauge',
  process_virtual_memory_bytes: 'gauge',
  process_heap_bytes: 'gauge',
  process_open_fds: 'gauge',
  process_max_fds: 'gauge',
  nodejs_eventloop_lag_seconds: 'gauge',
  nodejs_eventloop_lag_min_seconds: 'gauge',
  nodejs_eventloop_lag_max_seconds: 'gauge',
  nodejs_eventloop_lag_mean_seconds: 'gauge',
  nodejs_eventloop_lag_stddev_seconds: 'gauge',
  nodejs_eventloop_lag_p50_seconds: 'gauge',
  nodejs_eventloop_lag_p90_seconds: 'gauge',
  nodejs_eventloop_lag_p99_seconds: 'gauge',
  nodejs_active_resources: 'gauge',
  nodejs_active_resources_total: 'gauge',
  nodejs_heap_size_total_bytes: 'gauge',
  nodejs_heap_size_used_bytes: 'gauge',
  nodejs_external_memory_bytes: 'gauge',
  nodejs_heap_space_size_total_bytes: 'gauge',
  nodejs_heap_space_size_used_bytes: 'gauge',
  nodejs_heap_space_size_available_bytes: 'gauge',
  nodejs_version_info: 'gauge',
  nodejs_gc_duration_seconds: 'histogram',
};

describe('processMetrics', () => {
  it("renders prom-client's default process figures under their names and types, in text the strict parser takes", async () => {
    const collector = processMetrics();
    try {
      const metrics = prometheusMetrics({ collectors: [collector] });
      // Garbage for the collector to time, and a turn of the loop for the lag probe and the GC observer.
      let junk: number[][] = [];
      for (let i = 0; i < 200; i++) junk.push(new Array(10_000).fill(i));
      junk = [];
      await new Promise((resolve) => setTimeout(resolve, 50));
      const parsed = parsePrometheus(metrics.render());
      for (const [name, type] of Object.entries(DEFAULTS)) expect([name, parsed.types.get(name)]).toEqual([name, type]);
      expect(parsed.types.get('ratebook_http_requests_total')).toBe('counter');
      expect(sampleValue(parsed, 'process_resident_memory_bytes', {})).toBeGreaterThan(1_000_000);
      expect(sampleValue(parsed, 'process_heap_bytes', {})).toBeGreaterThan(0);
      expect(sampleValue(parsed, 'nodejs_eventloop_lag_seconds', {})).toBeGreaterThan(0);
      expect(sampleValue(parsed, 'nodejs_version_info', { version: process.version, major: process.versions.node.split('.')[0]! })).toBe(1);
      expect(parsed.samples.some((s) => s.name === 'nodejs_gc_duration_seconds_count' && s.value > 0)).toBe(true);
      // A second scrape parses as well (the loop-delay histogram starts afresh).
      expect(() => parsePrometheus(metrics.render())).not.toThrow();
    } finally {
      collector.stop();
    }
  });

  it('leaves out the families of a collector that throws, and still renders', () => {
    const metrics = prometheusMetrics({
      collectors: [
        () => {
          throw new Error('no /proc');
        },
      ],
    });
    expect(parsePrometheus(metrics.render()).types.get('ratebook_http_requests_total')).toBe('counter');
  });
});
