import { suggest } from '../params/suggest.js';

// The handler's options are checked once, at start-up, by these few shapes rather than by valibot's
// schemas: the handler's bundle then carries no validator (about 4 kB min+gzip), and the messages are
// ratebook's own from the start. valibot stays where a schema is also a description (the dataset file,
// the API's parameters and their JSON Schema).

type Key = string | number;

/** One thing wrong with the options, relative to the value checked. */
interface Issue {
  readonly path: readonly Key[];
  /** An option no shape names, a required one absent, or a value of the wrong kind. */
  readonly kind: 'unknown' | 'missing' | 'wrong';
  /** For `wrong`: what was expected, in words (`expected a number`). */
  readonly expected?: string;
  /** For `wrong`: the value that came. */
  readonly input?: unknown;
  /** For `unknown`: the option names at its level. */
  readonly known?: readonly string[];
  /** An unknown option outside any union speaks first: a misspelt option also makes the one meant look missing. */
  readonly first?: boolean;
}

/** Checks a value: what is wrong with it, nothing when it fits. */
export interface Shape {
  (value: unknown): Issue[];
  /** An object's option names. */
  readonly keys?: readonly string[];
  /** May be left out. */
  readonly optional?: boolean;
}

const wrong = (expected: string, input: unknown): Issue[] => [{ path: [], kind: 'wrong', expected, input }];
const within = (key: Key, issues: readonly Issue[]): Issue[] => issues.map((issue) => ({ ...issue, path: [key, ...issue.path] }));

/** A value that passes `ok`, else `expected`. */
export const test =
  (ok: (value: unknown) => boolean, expected: string): Shape =>
  (value) =>
    ok(value) ? [] : wrong(expected, value);

/** A value every shape accepts, checked in order; the first that refuses speaks. */
export const all =
  (...shapes: Shape[]): Shape =>
  (value) => {
    for (const shape of shapes) {
      const issues = shape(value);
      if (issues.length > 0) return issues;
    }
    return [];
  };

/** A shape that may be left out (or undefined). */
export const optional = (shape: Shape): Shape =>
  Object.assign((value: unknown) => (value === undefined ? [] : shape(value)), { keys: shape.keys, optional: true });

/** An array whose every item fits. */
export const list =
  (item: Shape, expected: string): Shape =>
  (value) =>
    Array.isArray(value) ? value.flatMap((v, i) => within(i, item(v))) : wrong(expected, value);

/**
 * An object with these options; any other is unknown unless `loose`. Every option is checked, so the
 * unknown one can speak before the one it made look missing.
 */
export function object(entries: Readonly<Record<string, Shape>>, expected = 'expected an object', loose = false): Shape {
  const keys = Object.keys(entries);
  const shape = (value: unknown): Issue[] => {
    if (typeof value !== 'object' || value === null) return wrong(expected, value);
    const given = value as Record<string, unknown>;
    const issues = keys.flatMap((key) =>
      key in given ? within(key, entries[key]!(given[key])) : entries[key]!.optional ? [] : [{ path: [key], kind: 'missing' as const }],
    );
    if (!loose) for (const key in given) if (!Object.hasOwn(entries, key)) issues.push({ path: [key], kind: 'unknown', known: keys, first: true });
    return issues;
  };
  return Object.assign(shape, { keys });
}

/**
 * One of several shapes. When none fits, the alternative that got furthest speaks: an issue about
 * what a value holds outranks an unknown or missing option (which only says that an alternative of
 * another shape was not meant), the deepest first; with none, `expected` for the whole value.
 */
export function oneOf(shapes: readonly Shape[], expected: string): Shape {
  const keys = [...new Set(shapes.flatMap((shape) => shape.keys ?? []))];
  return (value) => {
    const tried = shapes.map((shape) => shape(value));
    if (tried.some((issues) => issues.length === 0)) return [];
    const deeper = tried.flat().filter((issue) => issue.path.length > 0);
    const fitting = deeper.filter((issue) => issue.kind === 'wrong');
    const best = [...(fitting.length > 0 ? fitting : deeper.filter((issue) => issue.kind === 'unknown'))].sort((a, b) => b.path.length - a.path.length)[0];
    if (!best) return wrong(expected, value);
    return [{ ...best, first: false, ...(best.kind === 'unknown' && best.path.length === 1 && { known: keys }) }];
  };
}

/** One refused option, in ratebook's words: its dotted path (`rateLimit.limit`, `auth.keys.0`) and a sentence. */
export interface OptionProblem {
  /** The option's dotted path, used as `param`; `options` for the whole. */
  readonly param: string;
  /** The sentence, which names the option and never repeats a string that came (it may be a key). */
  readonly message: string;
}

/**
 * Checks options against a shape: the first problem, or undefined when they fit. An unknown option
 * lists the known ones at its level (with the closest as a suggestion), a missing one says it is
 * required, a wrong value says what was expected and what came (a number or boolean as it is,
 * anything else by its kind: a string may be a key).
 *
 * @param shape - The options' shape.
 * @param options - What the caller passed.
 * @returns The problem, or undefined.
 * @example
 * checkShape(object({ maxAge: optional(test((x) => typeof x === 'number', 'expected a number')) }), { maxage: 1 })
 * // { param: 'maxage', message: 'Unknown option "maxage" (did you mean "maxAge"?); the options are maxAge.' }
 */
export function checkShape(shape: Shape, options: unknown): OptionProblem | undefined {
  const issues = shape(options);
  const issue = issues.find((i) => i.first) ?? issues[0];
  if (!issue) return undefined;
  const { path } = issue;
  const param = path.length > 0 ? path.join('.') : 'options';
  if (issue.kind === 'missing') return { param, message: `Option ${param} is required.` };
  if (issue.kind === 'wrong')
    return { param, message: `Invalid ${path.length > 0 ? `option ${param}` : 'options'}: ${issue.expected}, got ${kindOf(issue.input)}.` };
  const known = issue.known ?? [];
  const near = suggest(String(path[path.length - 1]), known);
  const prefix = path.slice(0, -1).join('.');
  const full = (key: string) => (prefix === '' ? key : `${prefix}.${key}`);
  return {
    param,
    message: `Unknown option "${param}"${near ? ` (did you mean "${full(near)}"?)` : ''}; ${prefix === '' ? 'the options are' : `${prefix} takes`} ${known.join(', ')}.`,
  };
}

// What came, told by its kind: a string is never repeated, since it may be an API key.
function kindOf(value: unknown): string {
  if (value === null || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) return String(value);
  if (Array.isArray(value)) return 'an array';
  const type = typeof value;
  return type === 'undefined' ? 'undefined' : type === 'object' ? 'an object' : `a ${type}`;
}
