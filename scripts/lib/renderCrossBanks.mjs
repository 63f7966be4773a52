// The markdown of data/README.md's "Central banks" tables, from crossCheckBanks (crossBanks.mjs).

import { EXPLAINED, MAX_LAG_DAYS, passesExplanation, THRESHOLD } from './crossBanks.mjs';

const pct = (x, digits) => (x === undefined ? '-' : `${(x * 100).toFixed(digits)}%`);
const signed = (x) => (x === undefined ? '-' : `${x >= 0 ? '+' : ''}${(x * 100).toFixed(2)}%`);

/**
 * The markdown of data/README.md's "Central banks" tables: per bank, per (bank, code), every
 * comparison over THRESHOLD with its evidence and explanation, and the codes beyond the ECB's.
 *
 * @param result - What crossCheckBanks returned.
 * @returns The markdown text, ending with a newline.
 */
export function renderCrossBanks(result) {
  const out = [];
  const { banks, rows, days, over, notInEcb, ecbCodes, quotedCodes } = result;
  const withDays = banks.filter((b) => b.n > 0);
  const none = banks.filter((b) => b.n === 0).map((b) => b.bank);
  out.push(
    `${days.length} comparisons of ${withDays.length} banks' recorded rates with the shipped snapshots; ${none.length ? `no shipped snapshot within ${MAX_LAG_DAYS} days of ${none.join(', ')}` : 'every bank compared'}; threshold ${pct(THRESHOLD, 0)}, ${over.length} comparisons over it, ${over.every(passesExplanation) ? 'all explained below' : `${over.filter((o) => !passesExplanation(o)).length} NOT EXPLAINED`}.`,
    '',
  );
  out.push(
    '| bank | home | codes | dates | first | last | values read | codes compared | snapshots compared | comparisons | median difference | max difference | over 2% |',
  );
  out.push('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const b of banks)
    out.push(
      `| ${b.bank} | ${b.home} | ${b.codes} | ${b.dates} | ${b.first} | ${b.last} | ${b.values} | ${b.compared} | ${b.snapshots} | ${b.n} | ${pct(b.median, 3)} | ${pct(b.max, 3)} | ${b.over} |`,
    );
  out.push(
    '',
    `The ${quotedCodes.length} codes the ${banks.length} banks quote (their home currencies included) hold ${notInEcb.length} that the ECB's ${ecbCodes.length} (its ${ecbCodes.length - 1} currencies of the newest fix and EUR) do not: ${notInEcb.join(', ')}.`,
    '',
  );
  out.push("Per bank and code (the bank's USD row compares USD per home currency):", '');
  out.push('| bank | code | comparisons | median difference | max difference | on | over 2% |');
  out.push('|---|---|---|---|---|---|---|');
  for (const r of rows) out.push(`| ${r.bank} | ${r.code} | ${r.n} | ${pct(r.median, 3)} | ${pct(r.max, 3)} | ${r.maxDate} | ${r.over} |`);
  out.push(
    '',
    `${over.length} comparisons over ${pct(THRESHOLD, 0)} ("via USD": re-pivoted with the bank's own USD quote of its date instead of the snapshot's home-currency rate; "other sources": the ECB's and the other banks' comparisons of the same snapshot and code):`,
    '',
  );
  out.push("| snapshot | bank | code | bank's date | shipped | bank, re-pivoted | difference | via USD | other sources | why |");
  out.push('|---|---|---|---|---|---|---|---|---|---|');
  for (const o of over) {
    const others = o.others.map((x) => `${x.source} ${signed(x.diff)}`).join(', ') || '-';
    out.push(
      `| ${o.date} | ${o.bank} | ${o.code} | ${o.bankDate} | ${o.shipped} | ${o.reference} | ${signed(o.diff)} | ${signed(o.viaUsd)} | ${others} | ${o.explanation?.id ?? 'NOT EXPLAINED'} |`,
    );
  }
  out.push('');
  for (const e of EXPLAINED) {
    const n = over.filter((o) => o.explanation === e).length;
    out.push(
      `- **${e.id}** (${e.bank}, ${e.dates === 'every' ? 'every date' : e.dates.join(', ')}; ${e.codes.length > 8 ? `${e.codes.length} codes` : e.codes.join(', ')}; ${n} comparison${n === 1 ? '' : 's'}${e.check ? `; checked: ${checkWords(e.check)}` : ''}): ${e.why}`,
    );
  }
  return `${out.join('\n')}\n`;
}

// Each check in words; a joined check (`alone_or_others`) reads as its parts joined by "or", each comparison.
const CHECK_WORDS = {
  via_usd: 'via USD within 2%',
  others: 'another source within 2%',
  alone: 'no other official source of the currency',
  foreign: 'no home issuer among the sources, and every other one beyond 2%',
};
const checkWords = (check) => {
  const parts = check.split('_or_');
  return parts.length === 1 ? CHECK_WORDS[check] : `${parts.map((c) => CHECK_WORDS[c]).join(', or ')}, each comparison`;
};
