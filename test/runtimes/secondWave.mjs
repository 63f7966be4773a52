/**
 * The second wave's live sources (issue 32: each feed of src/feeds/<id>/, by `feedSource(id)`) for the runtime conformance: runtime-neutral
 * (the built package and Web APIs only). Each entry is one round as its bank's own test
 * (test/importers/banks/<bank>.test.ts) runs it: the source and its options, the recorded document
 * served, the clock, the answer's content type, and the dataset the round starts from. `imported`
 * is the bank's own import that ends with the round's date: its last row is the expected new row
 * (secondWaveExpected.mjs, generated once in Node by scripts/runtimes/secondWaveExpected.mjs).
 * The Bundesbank and Lietuvos bankas answers are made here, as in their tests: no euro answer of
 * either was recorded.
 */
import { AFRICA } from './secondWaveAfrica.mjs';
import { AMERICAS } from './secondWaveAmericas.mjs';
import { ASIA } from './secondWaveAsia.mjs';
import { EUROPE } from './secondWaveEurope.mjs';
import { importFeed } from '../../dist/importers.js';
import { feedSource } from '../../dist/live.js';
import { FEED_ROUNDS } from './feeds.generated.mjs';
import { metadata } from './secondWaveInputs.mjs';

/**
 * The rounds a feed's folder describes (its recorded.json's `conformance`, generated into
 * feeds.generated.mjs): the source with `source` options, the document `served`, imported with the
 * catalog and `import` options.
 */
const FOLDER_ROUNDS = FEED_ROUNDS.map((round) => ({
  name: round.name,
  source: () => feedSource(round.feed, round.source),
  served: round.served,
  ...(round.type ? { type: round.type } : {}),
  imported: (d) => importFeed(round.feed, d[round.served], { metadata, ...round.import }).dataset,
}));

/**
 * One entry a bank (two for the IMF and Seðlabanki Íslands, one per table). `served`: the recorded
 * document (or the made-up one) every request the source makes is answered with when it is the
 * request recorded in Node; `now`: the round's clock (default: the last date of `imported`, 23:00
 * UTC); `initial`: the dataset before (default: `imported` without its last date).
 */
export const SECOND_WAVE = [...EUROPE, ...ASIA, ...AMERICAS, ...AFRICA, ...FOLDER_ROUNDS];
