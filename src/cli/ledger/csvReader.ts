/** One record of a CSV file: the line it starts on (from 1) and its fields, or undefined fields when the record is malformed. */
export interface CsvRecord {
  readonly line: number;
  readonly cells: readonly string[] | undefined;
  /** A malformed record's text as read (its first line when it spanned several). */
  readonly text?: string;
  /** Why a malformed record is malformed, in words. */
  readonly problem?: string;
}

/** The most characters a record may span; a quoted field open longer than this is malformed (a stray quote, most likely). */
export const MAX_RECORD_CHARS = 1 << 20;

interface Line {
  readonly number: number;
  readonly content: string;
  /** `\n`, `\r\n`, `\r`, or '' for a last line without one. */
  readonly end: string;
}

const QUOTE = 34;
const COMMA = 44;

/**
 * Reads CSV (RFC 4180) in one pass, pushed a chunk at a time: fields separated by commas, quoted
 * fields with `""` for a quote, spanning lines with their line breaks (LF, CRLF or CR) kept as
 * written; records end at LF, CRLF or CR; blank lines and a leading BOM are skipped. The first
 * record (the header) sets the width: a record of another width is malformed.
 *
 * Recovery: a malformed record (a quote inside an unquoted field, a closing quote followed by
 * anything but a comma or a line break, the file ending inside quotes, a quoted field open over
 * more than MAX_RECORD_CHARS, a width other than the header's) is reported at the line it starts
 * on, and reading resumes at the next line after that one, so a stray quote costs its own record
 * only. The work stays linear: the lines a failed record spanned are read again once, and none of
 * them can open another span (a line inside an open field has an even count of quotes, and a line
 * with an even count closes what it opens).
 *
 * @example
 * const reader = new CsvReader();
 * const records = [...reader.push('a,b\n1,"x\r\ny"\n'), ...reader.end()];
 */
export class CsvReader {
  /** Characters of line content examined so far: at most twice the input's length (the linear bound, tested). */
  scanned = 0;
  private width: number | undefined;
  private rest = '';
  private lineNumber = 0;
  private atStart = true;
  // The lines of a record still open (a quoted field spanning them), the first line first.
  private open: Line[] = [];
  private openChars = 0;
  private state: { cells: string[]; cell: string } | undefined;
  private out: CsvRecord[] = [];

  /**
   * Reads a chunk of text.
   *
   * @param chunk - The next characters of the file.
   * @returns The records completed by this chunk, in order.
   */
  push(chunk: string): CsvRecord[] {
    let text = this.rest + chunk;
    if (this.atStart && text.length > 0) {
      this.atStart = false;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    const breaks = /\r\n|\r|\n/g;
    let start = 0;
    for (let m = breaks.exec(text); m !== null; m = breaks.exec(text)) {
      // A CR that ends the chunk may be the first half of a CRLF: wait for the next chunk.
      if (m[0] === '\r' && m.index === text.length - 1) break;
      this.feed([{ number: ++this.lineNumber, content: text.slice(start, m.index), end: m[0] }]);
      start = breaks.lastIndex;
    }
    this.rest = text.slice(start);
    return this.take();
  }

  /**
   * Ends the file: reads what is left.
   *
   * @returns The last records.
   */
  end(): CsvRecord[] {
    if (this.rest !== '') {
      const cr = this.rest.endsWith('\r');
      this.feed([{ number: ++this.lineNumber, content: cr ? this.rest.slice(0, -1) : this.rest, end: cr ? '\r' : '' }]);
      this.rest = '';
    }
    // Each round starts a span on a later line, so this ends.
    while (this.state !== undefined) {
      const back = this.fail('the file ends inside a quoted field');
      if (back) this.feed(back);
    }
    return this.take();
  }

  private take(): CsvRecord[] {
    const out = this.out;
    this.out = [];
    return out;
  }

  // Reads lines in order; the lines a failed span gives back are read again before the ones after them.
  private feed(lines: Line[]): void {
    const stack = [{ lines, next: 0 }];
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      if (top.next === top.lines.length) {
        stack.pop();
        continue;
      }
      const back = this.line(top.lines[top.next++]!);
      if (back) stack.push({ lines: back, next: 0 });
    }
  }

  // Reads one line; returns the lines to read again when a record spanning several fails.
  private line(line: Line): Line[] | undefined {
    const { content } = line;
    this.scanned += content.length;
    if (this.state === undefined) {
      if (content === '') return undefined;
      // The usual line: no quote, so its fields are the text between commas.
      if (content.indexOf('"') === -1) return this.complete(line, content.split(','));
      this.open = [line];
      this.openChars = 0;
      this.state = { cells: [], cell: '' };
      return this.fields(line, 0, false);
    }
    this.open.push(line);
    return this.fields(line, 0, true);
  }

  // Reads fields from `at` (inside a quoted field when `quoted`) to the line's end.
  private fields(line: Line, at: number, quoted: boolean): Line[] | undefined {
    const { content } = line;
    const state = this.state!;
    let i = at;
    let inQuotes = quoted;
    for (;;) {
      if (inQuotes) {
        const close = content.indexOf('"', i);
        if (close === -1) {
          state.cell += content.slice(i) + line.end;
          this.openChars += content.length - i + line.end.length;
          if (line.end === '') return this.fail('the file ends inside a quoted field');
          if (this.openChars > MAX_RECORD_CHARS) return this.fail(`a quoted field runs over more than ${MAX_RECORD_CHARS} characters`);
          return undefined;
        }
        state.cell += content.slice(i, close);
        if (content.charCodeAt(close + 1) === QUOTE) {
          state.cell += '"';
          i = close + 2;
          continue;
        }
        i = close + 1;
        state.cells.push(state.cell);
        state.cell = '';
        inQuotes = false;
        if (i === content.length) return this.complete(line, state.cells);
        if (content.charCodeAt(i) !== COMMA) return this.fail(`a closing quote is followed by ${JSON.stringify(content[i])}, not a comma`);
        i++;
      }
      if (content.charCodeAt(i) === QUOTE) {
        inQuotes = true;
        i++;
        continue;
      }
      const comma = content.indexOf(',', i);
      const cell = content.slice(i, comma === -1 ? content.length : comma);
      if (cell.indexOf('"') !== -1) return this.fail('a quote inside an unquoted field');
      state.cells.push(cell);
      if (comma === -1) return this.complete(line, state.cells);
      i = comma + 1;
    }
  }

  // A record read to its end: the header sets the width, any other record must have it.
  private complete(line: Line, cells: string[]): Line[] | undefined {
    const first = this.open.length > 0 ? this.open[0]! : line;
    if (this.width === undefined) this.width = cells.length;
    else if (cells.length !== this.width) return this.fail(`it has ${cells.length} fields, the header ${this.width}`, first);
    this.out.push({ line: first.number, cells });
    this.reset();
    return undefined;
  }

  // A malformed record: reported at its first line; the lines after that one are read again.
  private fail(problem: string, only?: Line): Line[] | undefined {
    const [first, ...after] = this.open.length > 0 ? this.open : [only!];
    this.out.push({ line: first!.number, cells: undefined, text: first!.content, problem });
    this.reset();
    return after.length > 0 ? after : undefined;
  }

  private reset(): void {
    this.open = [];
    this.state = undefined;
  }
}
