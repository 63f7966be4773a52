import { readdirSync, readFileSync } from 'node:fs';
import { monitorEventLoopDelay, PerformanceObserver, type IntervalHistogram, type PerformanceEntry } from 'node:perf_hooks';
import { getHeapSpaceStatistics } from 'node:v8';

/** A source of extra Prometheus families for `prometheusMetrics({ collectors })`: its text, rendered on each scrape. */
export interface ProcessMetrics {
  /** The families in the Prometheus text exposition format, one line each, ending in a newline. */
  (): string;
  /** Stops watching the event loop and the garbage collector. */
  stop(): void;
}

// prom-client's buckets for nodejs_gc_duration_seconds, and its names for V8's kinds of collection.
const GC_BUCKETS = [0.001, 0.01, 0.1, 1, 2, 5];
const GC_KINDS: Readonly<Record<number, string>> = { 1: 'minor', 2: 'major', 4: 'incremental', 8: 'weakcb' };

function family(out: string[], name: string, type: string, help: string, samples: readonly string[]): void {
  out.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`, ...samples);
}

/** A field of /proc/self/status in bytes (`VmRSS:   1234 kB`), or undefined off Linux. */
function procStatus(text: string | undefined, field: string): number | undefined {
  const m = text && new RegExp(`^${field}:\\s*(\\d+) kB`, 'm').exec(text);
  return m ? Number(m[1]) * 1024 : undefined;
}

function read(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** Garbage collection durations by kind: the bucket counts, their sum and count. */
type GcDurations = Map<string, { counts: number[]; sum: number; count: number }>;

/** Writes a gauge family of one sample; a figure this platform does not have (/proc off Linux) is left out, family and all. */
type Gauge = (name: string, help: string, value: number | undefined) => void;

function gaugeIn(out: string[]): Gauge {
  return (name, help, value) => {
    if (value !== undefined) family(out, name, 'gauge', help, [`${name} ${value}`]);
  };
}

/** The process families, as prom-client names them: CPU, start time, memory, file descriptors. */
function processFamilies(out: string[], gauge: Gauge, memory: NodeJS.MemoryUsage): void {
  const cpu = process.cpuUsage();
  const status = read('/proc/self/status');
  const fds = (() => {
    try {
      // One of the entries is the descriptor readdir itself holds.
      return readdirSync('/proc/self/fd').length - 1;
    } catch {
      return undefined;
    }
  })();
  const maxFds = /^Max open files\s+(\d+)/m.exec(read('/proc/self/limits') ?? '')?.[1];
  family(out, 'process_cpu_user_seconds_total', 'counter', 'Total user CPU time spent in seconds.', [`process_cpu_user_seconds_total ${cpu.user / 1e6}`]);
  family(out, 'process_cpu_system_seconds_total', 'counter', 'Total system CPU time spent in seconds.', [
    `process_cpu_system_seconds_total ${cpu.system / 1e6}`,
  ]);
  family(out, 'process_cpu_seconds_total', 'counter', 'Total user and system CPU time spent in seconds.', [
    `process_cpu_seconds_total ${(cpu.user + cpu.system) / 1e6}`,
  ]);
  gauge('process_start_time_seconds', 'Start time of the process since unix epoch in seconds.', Math.round(Date.now() / 1000 - process.uptime()));
  gauge('process_resident_memory_bytes', 'Resident memory size in bytes.', procStatus(status, 'VmRSS') ?? memory.rss);
  gauge('process_virtual_memory_bytes', 'Virtual memory size in bytes.', procStatus(status, 'VmSize'));
  gauge('process_heap_bytes', 'Process heap size in bytes.', procStatus(status, 'VmData'));
  gauge('process_open_fds', 'Number of open file descriptors.', fds);
  gauge('process_max_fds', 'Maximum number of open file descriptors.', maxFds === undefined ? undefined : Number(maxFds));
}

/** The event loop delay's statistics since the previous scrape; the histogram starts afresh after it, as prom-client's does. */
function eventLoopFamilies(gauge: Gauge, delay: IntervalHistogram): void {
  // The histogram's figures are nanoseconds.
  const stats: [string, number][] = [
    ['min', delay.min],
    ['max', delay.max],
    ['mean', delay.mean],
    ['stddev', delay.stddev],
    ['p50', delay.percentile(50)],
    ['p90', delay.percentile(90)],
    ['p99', delay.percentile(99)],
  ];
  for (const [stat, ns] of stats)
    gauge(`nodejs_eventloop_lag_${stat}_seconds`, `The ${stat} of the recorded event loop delays.`, Number.isFinite(ns) ? ns / 1e9 : 0);
  delay.reset();
}

/** Node's own families: active resources, the heap and its spaces, external memory, the version. */
function nodeFamilies(out: string[], gauge: Gauge, memory: NodeJS.MemoryUsage): void {
  const resources = process.getActiveResourcesInfo();
  const byType = new Map<string, number>();
  for (const type of resources) byType.set(type, (byType.get(type) ?? 0) + 1);
  family(
    out,
    'nodejs_active_resources',
    'gauge',
    'Number of active resources that are currently keeping the event loop alive, grouped by async resource type.',
    [...byType].map(([type, n]) => `nodejs_active_resources{type="${type}"} ${n}`),
  );
  gauge('nodejs_active_resources_total', 'Total number of active resources.', resources.length);
  gauge('nodejs_heap_size_total_bytes', 'Process heap size from Node.js in bytes.', memory.heapTotal);
  gauge('nodejs_heap_size_used_bytes', 'Process heap size used from Node.js in bytes.', memory.heapUsed);
  gauge('nodejs_external_memory_bytes', 'Node.js external memory size in bytes.', memory.external);
  const spaces = getHeapSpaceStatistics();
  for (const [suffix, field] of [
    ['total', 'space_size'],
    ['used', 'space_used_size'],
    ['available', 'space_available_size'],
  ] as const) {
    const name = `nodejs_heap_space_size_${suffix}_bytes`;
    family(
      out,
      name,
      'gauge',
      `Process heap space size ${suffix} from Node.js in bytes.`,
      spaces.map((s) => `${name}{space="${s.space_name.replace(/_space$/, '')}"} ${s[field]}`),
    );
  }
  const [major, minor, patch] = process.versions.node.split('.');
  family(out, 'nodejs_version_info', 'gauge', 'Node.js version info.', [
    `nodejs_version_info{version="${process.version}",major="${major}",minor="${minor}",patch="${patch}"} 1`,
  ]);
}

/** Garbage collection durations by kind, as prom-client's histogram. */
function gcFamily(out: string[], gc: GcDurations): void {
  family(
    out,
    'nodejs_gc_duration_seconds',
    'histogram',
    'Garbage collection duration by kind, one of major, minor, incremental or weakcb.',
    [...gc].flatMap(([kind, h]) => [
      ...GC_BUCKETS.map((b, i) => `nodejs_gc_duration_seconds_bucket{le="${b}",kind="${kind}"} ${h.counts[i]}`),
      `nodejs_gc_duration_seconds_bucket{le="+Inf",kind="${kind}"} ${h.count}`,
      `nodejs_gc_duration_seconds_sum{kind="${kind}"} ${h.sum}`,
      `nodejs_gc_duration_seconds_count{kind="${kind}"} ${h.count}`,
    ]),
  );
}

/**
 * Creates the process collector of `ratebook serve`'s `/metrics`: the figures prom-client's
 * `collectDefaultMetrics()` exposes, under the same names (CPU, start time, resident and virtual
 * memory, heap, file descriptors, event-loop lag and its percentiles, active resources, V8 heap
 * spaces, the Node version, GC durations by kind), from `process`, `node:perf_hooks` and `/proc`
 * (Linux), without prom-client (20.9 kB min+gzip) in `ratebook/node`. `nodejs_eventloop_lag_seconds`
 * is a `setImmediate` probe as prom-client's, but started at the previous scrape, so that rendering
 * stays synchronous; the percentiles cover the time since the previous scrape.
 *
 * @returns The collector: call it for the text; `stop()` when done.
 * @example
 * const metrics = prometheusMetrics({ collectors: [processMetrics()] });
 */
export function processMetrics(): ProcessMetrics {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const gc: GcDurations = new Map();
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { detail?: { kind?: number } })[]) {
      const kind = GC_KINDS[entry.detail?.kind ?? 0] ?? 'unknown';
      let h = gc.get(kind);
      if (!h) gc.set(kind, (h = { counts: GC_BUCKETS.map(() => 0), sum: 0, count: 0 }));
      const seconds = entry.duration / 1000;
      h.sum += seconds;
      h.count++;
      GC_BUCKETS.forEach((b, i) => {
        if (seconds <= b) h.counts[i]!++;
      });
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  let lag = 0;
  const probe = () => {
    const start = process.hrtime.bigint();
    setImmediate(() => {
      lag = Number(process.hrtime.bigint() - start) / 1e9;
    });
  };
  probe();

  const collect = (() => {
    const out: string[] = [];
    const memory = process.memoryUsage();
    const gauge = gaugeIn(out);
    processFamilies(out, gauge, memory);
    gauge('nodejs_eventloop_lag_seconds', 'Lag of event loop in seconds.', lag);
    probe();
    eventLoopFamilies(gauge, delay);
    nodeFamilies(out, gauge, memory);
    gcFamily(out, gc);
    return `${out.join('\n')}\n`;
  }) as ProcessMetrics;
  collect.stop = () => {
    delay.disable();
    observer.disconnect();
  };
  return collect;
}
