/** Lays out rows as aligned columns for people; the first row is the header. */
export function table(rows: readonly (readonly string[])[]): string {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, [...cell].length)));
  return rows
    .map((row) => row.map((cell, i) => (i === row.length - 1 ? cell : cell + ' '.repeat(widths[i]! - [...cell].length))).join('  ').trimEnd())
    .join('\n');
}
