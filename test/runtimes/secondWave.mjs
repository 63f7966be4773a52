/**
 * The second wave's live sources (issue 32: each factory of src/live/sources/europeBanks.ts,
 * asiaBanks.ts, americasBanks.ts and africaBanks.ts) for the runtime conformance: runtime-neutral
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

/**
 * One entry a bank (two for the IMF and Seðlabanki Íslands, one per table). `served`: the recorded
 * document (or the made-up one) every request the source makes is answered with when it is the
 * request recorded in Node; `now`: the round's clock (default: the last date of `imported`, 23:00
 * UTC); `initial`: the dataset before (default: `imported` without its last date).
 */
export const SECOND_WAVE = [...EUROPE, ...ASIA, ...AMERICAS, ...AFRICA];
