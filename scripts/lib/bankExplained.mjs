// Why each comparison of a central bank with the shipped rates that differs by more than 2% is
// not an error of the shipped value (scripts/lib/crossBanks.mjs). Each entry names the bank, the
// snapshot dates and the codes it covers (none stale: test/data/crossBanks.test.ts fails on an
// entry that no longer matches a difference over 2%), and, where the evidence is in the data, a
// check the test runs:
// - `via_usd`: the bank's fix is from another moment and its home currency moved against the
//   dollar in between; re-pivoted with the bank's own USD quote of its date, the difference is
//   within 2%.
// - `others`: another source (the ECB, or another bank's comparison of the same snapshot and code)
//   agrees with the shipped value within 2%: the bank's value is the odd one, or the moment differs.
// - `via_usd_or_others`: either of the two, comparison by comparison.
// Entries without a check are official or managed rates and thin markets, argued by the values.
// `dates: 'every'` covers a bank's every snapshot: only with a check, which then holds for each
// comparison it covers (hand-typed indicative rates whose every cross is off by their typing).
// Each bank's entries are in its folder, src/feeds/<id>/explained.json; EXPLAINED is all of them, by id.

import { existsSync, readdirSync, readFileSync } from 'node:fs';

const FEEDS = new URL('../../src/feeds/', import.meta.url);

/** @type {{ id: string, bank: string, dates: string[] | 'every', codes: string[], check?: 'via_usd' | 'others' | 'via_usd_or_others', why: string }[]} */
export const EXPLAINED = readdirSync(FEEDS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/explained.json`, FEEDS)))
  .flatMap((entry) => JSON.parse(readFileSync(new URL(`${entry.name}/explained.json`, FEEDS), 'utf8')))
  .sort((a, b) => Number(a.id.slice(1)) - Number(b.id.slice(1)));
