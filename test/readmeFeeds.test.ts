import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FEED_LINES as FEED_LIST } from '../src/feeds/feedLines.js';

// Every feed of the list has its row in the "Every source at a glance" table of docs/sources.md,
// naming its terms as the list does, and the table names no feed the list lacks.
const readme = readFileSync(new URL('../docs/sources.md', import.meta.url), 'utf8');
const table = readme.slice(readme.indexOf('Every source at a glance'));
const rows = table
  .slice(table.indexOf('\n|'), table.indexOf('\n\n', table.indexOf('\n|')))
  .split('\n')
  .filter((line) => line.startsWith('| ') && !line.startsWith('| CLI name'))
  .map((line) => line.split(' | ').map((cell) => cell.replace(/^\| | \|$/g, '')));

describe('the table of sources in docs/sources.md', () => {
  it('has one row a feed, in the list order, and no other', () => {
    expect(rows.map((cells) => cells[0])).toEqual(FEED_LIST.map((line) => line.name));
  });

  it("names each line's source as feedSource(id, options) makes it, its key among the options where the feed needs one", async () => {
    for (const line of FEED_LIST) {
      const cells = rows.find((r) => r[0] === line.name)!;
      const options = Object.entries(line.options ?? {}).map(([name, value]) => `${name}: '${value}'`);
      const { key } = await line.feed();
      if (key && !key.optional) options.unshift(key.option ?? 'apiKey');
      const source = new RegExp(`^\`feedSource\\('${line.id}'(, \\{ (.*) \\})?\\)\`$`).exec(cells[1]!);
      expect(source, `${line.name}: ${cells[1]}`).not.toBeNull();
      const given = source![2]?.split(', ') ?? [];
      for (const option of options) expect(given, line.name).toContain(option);
    }
  });

  it("names each second-wave feed's terms and currencies as the feed list does", () => {
    for (const line of FEED_LIST.slice(18)) {
      const cells = rows.find((r) => r[0] === line.name)!;
      expect(cells[2], line.name).toBe(line.currencies);
      // The guide words the list's UNKNOWN ("terms not stated ... redistribution)") as its older rows do.
      const terms = line.terms.replace(
        /terms not stated in the recorded data; check the bank's site \([^)]*\)/,
        "not stated in the recorded data: check the bank's terms",
      );
      expect(cells[5], line.name).toBe(terms);
    }
  });
});
