import type * as v from 'valibot';
import { suggest } from '../params/suggest.js';

type Issue = v.BaseIssue<unknown>;
type Key = string | number;
type AnySchema = v.GenericSchema & {
  readonly entries?: Record<string, AnySchema>;
  readonly options?: readonly AnySchema[];
  readonly wrapped?: AnySchema;
  readonly item?: AnySchema;
};

/** One refused option, in ratebook's words: the option's path and a sentence about it. */
export interface OptionProblem {
  /** The option's dotted path (`rateLimit.limit`, `auth.keys.0`, `ratelimit`), used as `param`. */
  readonly param: string;
  /** The sentence, which names the option and never repeats a string that came (it may be a key). */
  readonly message: string;
}

/**
 * Turns a valibot issue about the handler's options into ratebook's own sentence, for any schema:
 * an unknown option lists the known ones at its level (with the closest as a suggestion), a
 * missing one says it is required, a wrong value says what was expected and what came (a number or
 * boolean as it is, anything else by its kind: a string may be a key). Of a union's alternatives, the one that got furthest speaks.
 *
 * @param issues - The issues of a failed `safeParse` of the options; an unknown option speaks first,
 *   since a misspelt option also makes the one meant look missing.
 * @param schema - The options schema, read for the option names at each level.
 * @returns The option's path and the sentence.
 * @example
 * describeOptionIssue(parsed.issues, OptionsSchema).message // 'Unknown option "ratelimit" (did you mean "rateLimit"?); the options are dataset, auth, ...'
 */
export function describeOptionIssue(issues: readonly [Issue, ...Issue[]], schema: v.GenericSchema): OptionProblem {
  return describe(issues.find((issue) => issue.expected === 'never') ?? issues[0], [], schema as AnySchema);
}

function describe(issue: Issue, outer: readonly Key[], root: AnySchema): OptionProblem {
  const path = [...outer, ...(issue.path ?? []).map((item) => item.key as Key)];
  const param = path.length > 0 ? path.join('.') : 'options';
  if (issue.type === 'union' && issue.issues) {
    const deeper = issue.issues.filter((sub) => (sub.path?.length ?? 0) > 0);
    // Issues about what a value holds outrank "unknown or missing key" ones, which only say that
    // an alternative of another shape was not meant; the deepest is the alternative that fit best.
    const fitting = deeper.filter((sub) => sub.kind !== 'schema' || !isKeyIssue(sub));
    const best = [...(fitting.length > 0 ? fitting : deeper.filter((sub) => sub.expected === 'never'))].sort((a, b) => b.path!.length - a.path!.length)[0];
    if (best) return describe(best, path, root);
  }
  if (issue.expected === 'never' && path.length > 0) {
    const name = String(path[path.length - 1]);
    const known = namesAt(root, path.slice(0, -1));
    const near = suggest(name, known);
    const prefix = path.slice(0, -1).join('.');
    const where = prefix === '' ? 'the options are' : `${prefix} takes`;
    const full = (key: string) => (prefix === '' ? key : `${prefix}.${key}`);
    return { param, message: `Unknown option "${param}"${near ? ` (did you mean "${full(near)}"?)` : ''}; ${where} ${known.join(', ')}.` };
  }
  if (isKeyIssue(issue)) return { param, message: `Option ${param} is required.` };
  // Our own messages start with "expected"; valibot's defaults ("Invalid type: ...") are replaced.
  const expected = issue.message.startsWith('expected') ? issue.message : `expected ${nameOf(issue.expected)}`;
  return { param, message: `Invalid ${path.length > 0 ? `option ${param}` : 'options'}: ${expected}, got ${kindOf(issue.input)}.` };
}

// A key's absence in an object (expected `"name"`, received undefined) or presence where none is allowed.
function isKeyIssue(issue: Issue): boolean {
  return issue.expected === 'never' || (issue.received === 'undefined' && /^".*"$/.test(issue.expected ?? ''));
}

// The option names of the object (or objects, across a union) at `path` in the schema.
function namesAt(schema: AnySchema | undefined, path: readonly Key[]): string[] {
  if (!schema) return [];
  if (schema.wrapped) return namesAt(schema.wrapped, path);
  if (schema.options) return [...new Set(schema.options.flatMap((option) => namesAt(option, path)))];
  if (path.length === 0) return schema.entries ? Object.keys(schema.entries) : [];
  const [head, ...rest] = path;
  return namesAt(schema.entries?.[String(head)] ?? schema.item, rest);
}

const NAMES: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  boolean: 'true or false',
  Object: 'an object',
  Array: 'an array',
  Function: 'a function',
  never: 'nothing',
};

function nameOf(expected: string | null): string {
  if (expected === null) return 'another value';
  return expected
    .split(' | ')
    .map((part) => NAMES[part] ?? part)
    .join(' or ');
}

// What came, told by its kind: a string is never repeated, since it may be an API key.
function kindOf(value: unknown): string {
  if (value === null || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) return String(value);
  if (Array.isArray(value)) return 'an array';
  const type = typeof value;
  return type === 'undefined' ? 'undefined' : type === 'object' ? 'an object' : `a ${type}`;
}
