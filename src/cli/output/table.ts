// A cell that is a plain decimal; columns made only of these (blanks allowed) are numbers.
const NUMBER = /^-?\d+(?:\.\d+)?$/;

const width = (text: string) => [...text].length;

/**
 * Lays out rows as columns for people; the first row is the header. A column whose cells are all
 * decimals (or blank) is a number column: its numbers line up on the decimal point, so magnitudes
 * compare at a glance, and its header is right-aligned over them. Other columns are left-aligned.
 *
 * @param rows - The header, then the body rows; every row has the header's length.
 * @returns The lines, joined with newlines, without trailing spaces.
 * @example
 * table([['CODE', 'RATE'], ['EUR', '0.92'], ['JPY', '151.3']])
 * // CODE     RATE
 * // EUR     0.92
 * // JPY   151.3
 */
export function table(rows: readonly (readonly string[])[]): string {
  const [header = [], ...body] = rows;
  const cells = rows.map((row) => [...row]);
  header.forEach((_, i) => {
    const column = body.map((row) => row[i] ?? '');
    if (!column.some((cell) => cell !== '') || !column.every((cell) => cell === '' || NUMBER.test(cell))) return;
    const split = column.map((cell) => {
      const point = cell.indexOf('.');
      return point === -1 ? [cell, ''] : [cell.slice(0, point), cell.slice(point)];
    });
    const whole = Math.max(...split.map(([int]) => int!.length));
    const fraction = Math.max(...split.map(([, frac]) => frac!.length));
    const size = Math.max(whole + fraction, width(header[i]!));
    cells[0]![i] = header[i]!.padStart(size);
    split.forEach(([int, frac], r) => (cells[r + 1]![i] = column[r] === '' ? '' : `${int!.padStart(whole)}${frac!.padEnd(fraction)}`.padStart(size)));
  });
  const widths = header.map((_, i) => Math.max(...cells.map((row) => width(row[i] ?? ''))));
  return cells
    .map((row) =>
      row
        .map((cell, i) => cell + ' '.repeat(widths[i]! - width(cell)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
