import { policies } from '../../policy/policies.js';
import type { Command } from '../args/command.js';
import { TABLE } from '../args/globalOptions.js';
import { table } from '../output/table.js';

/** `ratebook policies`: the built-in rate policies, their rule and their legal basis. */
export const policiesEntry: Command = {
  words: ['policies'],
  args: [],
  options: [TABLE],
  summary: 'the built-in rate policies (--policy ID): the rule each follows and the article it cites',
  details:
    'Example: ratebook policies --table\n' +
    '         A policy needs its source in the data: after `ratebook import nbp A.json --out nbp.json`,\n' +
    '         `convert 100 EUR PLN --date 2026-03-04 --policy pl-pit --explain --data nbp.json` answers NBP table A of 2026-03-03.',
  async run() {
    const list = policies();
    const rows = list.map((p) => [p.id, p.source + (p.table ? ` ${p.table}` : ''), p.select + (p.period ? ` ${p.period}` : ''), p.title]);
    return { json: JSON.stringify({ policies: list }), table: table([['ID', 'SOURCE', 'RULE', 'TITLE'], ...rows]) };
  },
};
