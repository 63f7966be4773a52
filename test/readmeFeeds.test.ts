import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FEED_LIST } from '../src/importers/feedList.js';

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
