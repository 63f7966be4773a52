/**
 * One line for a run's warnings, counted by kind, most frequent first: `7 warnings: 5 jump,
 * 2 code_disappears`. A large import has thousands of warnings; one line per warning buries the
 * answer, so the CLI prints this unless asked for each (`--verbose`) or for none (`--quiet`).
 *
 * @param warnings - The warnings, each with its `kind`.
 * @returns The line, or undefined when there are none.
 * @example
 * warningSummary([{ kind: 'jump' }, { kind: 'jump' }, { kind: 'gap' }]); // "3 warnings: 2 jump, 1 gap"
 */
export function warningSummary(warnings: readonly { readonly kind: string }[]): string | undefined {
  if (warnings.length === 0) return undefined;
  const counts = new Map<string, number>();
  for (const { kind } of warnings) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  const kinds = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return `${warnings.length} warning${warnings.length === 1 ? '' : 's'}: ${kinds.map(([kind, n]) => `${n} ${kind}`).join(', ')}`;
}
