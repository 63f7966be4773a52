/**
 * Writes test/runtimes/secondWaveExpected.mjs ONCE, in Node, from the BUILT package (`npm run
 * build` first): for each entry of test/runtimes/secondWave.mjs, the requests its source makes in
 * one round (each answered with the document, as the bank's own test answers them) and the last row
 * of the bank's own import of the same document, with the codes the round withholds (its curation:
 * rates off their peg, retired currencies) as `status().withheld` lists them. Every runtime must then reproduce both exactly
 * (test/runtimes/secondWaveConformance.mjs). Refuses to write when the Node round itself disagrees, or when a factory of the four
 * source files has no entry.
 * Usage: node scripts/runtimes/secondWaveExpected.mjs && npx biome check --write test/runtimes/secondWaveExpected.mjs
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { SECOND_WAVE_DOCUMENTS, documentsUrl } from '../../test/runtimes/liveDocuments.mjs';
import { SECOND_WAVE } from '../../test/runtimes/secondWave.mjs';
import { checkSecondWave, importedRow, secondWaveRound } from '../../test/runtimes/secondWaveConformance.mjs';

const out = new URL('../../test/runtimes/secondWaveExpected.mjs', import.meta.url);
const base = documentsUrl(new URL('../../test/runtimes/node/x.mjs', import.meta.url));
const docs = Object.fromEntries(SECOND_WAVE_DOCUMENTS.map((path) => [path, new Uint8Array(readFileSync(new URL(path, base)))]));

const expected = {};
const problems = [];
// Every factory of the four second-wave source files has an entry (its `source` calls it).
const entries = ['Europe', 'Asia', 'Americas', 'Africa']
  .map((r) => readFileSync(new URL(`../../test/runtimes/secondWave${r}.mjs`, import.meta.url), 'utf8'))
  .join('\n');
for (const file of ['europeBanks', 'asiaBanks', 'americasBanks', 'africaBanks']) {
  const src = readFileSync(new URL(`../../src/live/sources/${file}.ts`, import.meta.url), 'utf8');
  for (const [, name] of src.matchAll(/^export function (\w+)\(/gm))
    if (!entries.includes(`source: () => ${name}(`)) problems.push(`${file}.ts: ${name} has no entry`);
}
for (const bank of SECOND_WAVE) {
  try {
    const { asked, status } = await secondWaveRound(bank, docs);
    const row = importedRow(bank, docs);
    const withheld = status.withheld?.rules ?? {};
    for (const code of Object.values(withheld).flat())
      if (row.rates[code] === undefined) problems.push(`${bank.name}: withheld ${code} is not in the import's row`);
    expected[bank.name] = { source: status.sources[0]?.name, asks: asked, row, withheld };
    const why = await checkSecondWave(bank, expected[bank.name], docs);
    if (why) problems.push(`${bank.name}: ${why}`);
  } catch (error) {
    problems.push(`${bank.name}: threw ${error?.stack ?? error}`);
  }
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
const header = `/**
 * GENERATED ONCE by scripts/runtimes/secondWaveExpected.mjs in Node (do not edit by hand): per
 * entry of secondWave.mjs, the source's name, the requests of one round (URL, method, body,
 * headers), the new row it must add, which is the last row of the bank's own import of the same
 * document (the import minus the dataset before), and the codes of that row the round's curation
 * withholds (null in the round's row), by rule. The values themselves are checked against
 * hand-computed decimals by each bank's test (test/importers/banks/<bank>.test.ts); the runtimes
 * must reproduce them exactly.
 */
`;
writeFileSync(out, `${header}export const SECOND_WAVE_EXPECTED = ${JSON.stringify(expected, null, 2)};\n`);
console.log(`wrote ${Object.keys(expected).length} entries to ${out.pathname}`);
