/** One sample of a parsed exposition: metric name, labels, value. */
export interface Sample {
  readonly name: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly value: number;
}

/** A parsed exposition: each family's type and help, and every sample in order. */
export interface Exposition {
  readonly types: ReadonlyMap<string, string>;
  readonly help: ReadonlyMap<string, string>;
  readonly samples: readonly Sample[];
}

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*/;
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);

function value(text: string, line: number): number {
  if (text === '+Inf') return Number.POSITIVE_INFINITY;
  if (text === '-Inf') return Number.NEGATIVE_INFINITY;
  if (text === 'NaN') return Number.NaN;
  if (!/^-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/.test(text)) throw new Error(`line ${line}: bad value ${JSON.stringify(text)}`);
  return Number(text);
}

/** Parses `{a="x",b="y\"z"}` from the start of `rest`; only \\, \" and \n are escapes. */
function labelSet(rest: string, line: number): { labels: Record<string, string>; rest: string } {
  const labels: Record<string, string> = {};
  let i = 1;
  for (;;) {
    if (rest[i] === '}') return { labels, rest: rest.slice(i + 1) };
    const name = LABEL_NAME.exec(rest.slice(i))?.[0];
    if (!name || rest[i + name.length] !== '=' || rest[i + name.length + 1] !== '"') throw new Error(`line ${line}: bad label at ${rest.slice(i)}`);
    if (name in labels) throw new Error(`line ${line}: label ${name} twice`);
    i += name.length + 2;
    let text = '';
    for (;;) {
      const c = rest[i];
      if (c === undefined || c === '\n') throw new Error(`line ${line}: unterminated label value`);
      if (c === '"') break;
      if (c === '\\') {
        const next = rest[i + 1];
        if (next === '\\') text += '\\';
        else if (next === '"') text += '"';
        else if (next === 'n') text += '\n';
        else throw new Error(`line ${line}: bad escape \\${next}`);
        i += 2;
      } else {
        text += c;
        i++;
      }
    }
    labels[name] = text;
    i++;
    if (rest[i] === ',') i++;
    else if (rest[i] !== '}') throw new Error(`line ${line}: expected , or } after a label`);
  }
}

/** The family a sample belongs to: a histogram's `_bucket`, `_sum` and `_count` belong to their base name. */
function familyOf(name: string, types: ReadonlyMap<string, string>): string | undefined {
  if (types.has(name)) return name;
  const base = name.replace(/_(bucket|sum|count)$/, '');
  return base !== name && (types.get(base) === 'histogram' || types.get(base) === 'summary') ? base : undefined;
}

/**
 * A strict parser of the Prometheus text exposition format (0.0.4), for tests: every sample's family
 * must be typed by a `# TYPE` line before it, HELP and TYPE at most once per family, label values
 * escaped as the format says, the text ending in a newline, and each histogram's buckets cumulative
 * with an `le="+Inf"` bucket equal to its `_count`, and a `_sum`. Anything else throws.
 */
export function parsePrometheus(text: string): Exposition {
  if (!text.endsWith('\n')) throw new Error('the exposition must end with a newline');
  const types = new Map<string, string>();
  const help = new Map<string, string>();
  const samples: Sample[] = [];
  const seen = new Set<string>();
  text
    .slice(0, -1)
    .split('\n')
    .forEach((raw, index) => {
      const line = index + 1;
      if (raw === '') return;
      if (raw.startsWith('#')) {
        const m = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/.exec(raw);
        if (!m) {
          if (/^# (HELP|TYPE)/.test(raw)) throw new Error(`line ${line}: bad ${raw}`);
          return;
        }
        const [, kind, name, rest] = m as unknown as [string, string, string, string];
        if (seen.has(name)) throw new Error(`line ${line}: ${kind} of ${name} after its samples`);
        if (kind === 'TYPE') {
          if (!TYPES.has(rest)) throw new Error(`line ${line}: unknown type ${rest}`);
          if (types.has(name)) throw new Error(`line ${line}: TYPE of ${name} twice`);
          types.set(name, rest);
        } else {
          if (help.has(name)) throw new Error(`line ${line}: HELP of ${name} twice`);
          help.set(name, rest);
        }
        return;
      }
      const name = NAME.exec(raw)?.[0];
      if (!name) throw new Error(`line ${line}: bad sample ${raw}`);
      let rest = raw.slice(name.length);
      let labels: Record<string, string> = {};
      if (rest.startsWith('{')) ({ labels, rest } = labelSet(rest, line));
      const parts = rest.split(' ');
      if (parts[0] !== '' || parts.length < 2 || parts.length > 3) throw new Error(`line ${line}: expected one space, a value and an optional timestamp`);
      const family = familyOf(name, types);
      if (family === undefined) throw new Error(`line ${line}: ${name} has no TYPE before it`);
      seen.add(family);
      if (types.get(family) === 'histogram' && name === `${family}_bucket` && labels.le === undefined) throw new Error(`line ${line}: bucket without le`);
      samples.push({ name, labels, value: value(parts[1]!, line) });
    });
  checkHistograms(types, samples);
  return { types, help, samples };
}

function checkHistograms(types: ReadonlyMap<string, string>, samples: readonly Sample[]): void {
  for (const [family, type] of types) {
    if (type !== 'histogram') continue;
    const series = new Map<string, { buckets: [number, number][]; sum?: number; count?: number }>();
    for (const s of samples) {
      if (!s.name.startsWith(`${family}_`)) continue;
      const { le, ...rest } = s.labels;
      const key = JSON.stringify(Object.entries(rest).sort());
      const entry = series.get(key) ?? { buckets: [] };
      series.set(key, entry);
      if (s.name === `${family}_bucket`) entry.buckets.push([value(le!, 0), s.value]);
      else if (s.name === `${family}_sum`) entry.sum = s.value;
      else if (s.name === `${family}_count`) entry.count = s.value;
    }
    for (const [key, { buckets, sum, count }] of series) {
      const last = buckets[buckets.length - 1];
      if (!last || last[0] !== Number.POSITIVE_INFINITY) throw new Error(`${family}${key}: no le="+Inf" bucket last`);
      if (sum === undefined || count === undefined) throw new Error(`${family}${key}: no _sum or _count`);
      if (last[1] !== count) throw new Error(`${family}${key}: +Inf bucket ${last[1]} is not _count ${count}`);
      for (let i = 1; i < buckets.length; i++) {
        if (buckets[i]![0] <= buckets[i - 1]![0] || buckets[i]![1] < buckets[i - 1]![1]) throw new Error(`${family}${key}: buckets not cumulative`);
      }
    }
  }
}

/** The value of the one sample with this name and these labels (a subset match), or undefined. */
export function sampleValue(exposition: Exposition, name: string, labels: Record<string, string> = {}): number | undefined {
  return exposition.samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;
}
