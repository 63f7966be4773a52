// Renders the generated part of data/README.md: the numbers that change with
// every rebuild (counts, sizes, left-out codes, crypto sources, withheld
// values, sanity report), so the prose above it never goes stale. Deterministic: no clock,
// no machine-dependent values.

import { pegBounds } from '../../dist/curation.js';
import { describeDates } from './exclusions.mjs';
import { FLIP_FACTOR, FLIP_LIMIT, FLIP_WINDOW, JUMP_FACTOR, PARTIAL_SHARE, summarizeFindings, UNIT_SLACK } from './sanity.mjs';

export function renderReadme(r) {
  return [
    summary(r),
    sources(r),
    fiatSection(r),
    cryptoSection(r),
    leftOutSection(r),
    withheldSection(r),
    rulesSection(r),
    disputesSection(r),
    oddities(r),
    notices(r),
  ].join('\n\n');
}

function summary({ dataset, sizes, classes, withheld, rules, disputes }) {
  const s = dataset.snapshots;
  const gap = largestGap(s);
  const cells = s.length * (dataset.fiat.length + dataset.crypto.length);
  const nulls = s.reduce((n, x) => n + x.rates.filter((v) => v === null).length, 0);
  const strings = s.reduce((n, x) => n + x.rates.filter((v) => typeof v === 'string').length, 0);
  const aliasFilled = withheld.applied.reduce((n, e) => n + e.cells.filter((c) => c.aliasValue !== undefined).length, 0);
  return `## Dataset at a glance

Rebuild with \`npm run data:build\` (add \`-- --offline\` to rebuild from the cache alone).

| | |
|---|---|
| snapshots | ${s.length}, ${s[0].date} to ${s.at(-1).date} |
| largest gap between snapshots | ${gap.days} days (${gap.from} to ${gap.to}) |
| fiat codes | ${dataset.fiat.length} |
| crypto codes | ${dataset.crypto.length} |
| locales | ${Object.keys(dataset.locales).length}: ${Object.keys(dataset.locales).join(', ')} |
| rate cells | ${cells}, of which ${nulls} null (${pct(nulls, cells)}; ${withheld.withheld - aliasFilled + rules.length + disputes.withheld.length} of them withheld) and ${strings} decimal strings |
| upstream values withheld | ${withheld.withheld} by ${withheld.applied.length} known-bad entries (\`src/curation/data/knownBad/\`, see "Withheld values"; ${aliasFilled} of them replaced by the alias's own quote), ${rules.length} by the other rules (see "Withheld by rule"), ${disputes.withheld.length} by official sources (see "Withheld by official sources") |
| XBT quotes used for BTC | ${classes.aliasFills} |
| \`data/dataset.json\` | ${sizes.raw} bytes raw (${kb(sizes.raw)}), ${sizes.gzip} bytes gzip -9 (${kb(sizes.gzip)}) |`;
}

function sources({ packages, ratesPackage, dated, skipped, raw }) {
  const onDay = dated.filter((d) => d.published.slice(0, 10) === d.date).length;
  const lags = dated.map((d) => Math.round((Date.parse(d.published) - Date.parse(`${d.date}T00:00:00Z`)) / 86_400_000));
  const rows = [
    `| \`${ratesPackage}\` | ${dated.length} dated versions, ${dated[0].version} to ${dated.at(-1).version}${skipped.length ? ` (${skipped.length} non-dated skipped: ${skipped.join(', ')})` : ' (no non-dated versions)'} | CC0-1.0 (the upstream project, fawazahmed0/exchange-api, dedicates the data to the public domain; the npm package itself carries no licence field) | rates: \`v1/currencies/usd.min.json\` of each version |`,
    ...Object.values(packages).map((p) => `| \`${p.name}\` | ${p.version} | ${p.licence} | ${p.use} |`),
    '| `scripts/crypto-curated.json`, `scripts/fiat-curated.json` | this repository | MIT | hand-kept crypto names/exponents and fiat exclusions, each entry with its reason |',
    '| `src/curation/data/` (entry `ratebook/curation`) | this repository | MIT | the curation rules as data: pegs, stablecoin band, unit changes, withdrawn currencies, managed rates, broken builds, known-bad values, each with its source or evidence |',
  ];
  return `## Sources

| source | version | licence | used for |
|---|---|---|---|
${rows.join('\n')}

Every upstream file's \`date\` ${raw.mismatches.length ? `differs from its version name in ${raw.mismatches.length} case(s), skipped: ${raw.mismatches.map((m) => `${m.version} (${m.date})`).join(', ')}` : 'equals its version name (2024.3.2 holds 2024-03-02)'}.
Registry publish times: ${onDay} of ${dated.length} versions were published on their quote date; the rest ${Math.min(...lags.filter((l) => l >= 1))} to ${Math.max(...lags)} days later.`;
}

function fiatSection({ dataset, classes, localeStats }) {
  const nonIsoPkg = dataset.fiat.filter((c) => classes.fiatInfo.get(c).source !== 'currency-codes');
  const rows = Object.keys(dataset.locales).map((l) => {
    const s = localeStats[l];
    const f = (o, k) => o[k] ?? 0;
    return `| ${l} | ${f(s.name, 'own')} / ${f(s.name, 'parent')} / ${f(s.name, 'english')} / ${f(s.name, 'code')} | ${f(s.symbol, 'own')} / ${f(s.symbol, 'parent')} / ${f(s.symbol, 'root')} / ${f(s.symbol, 'code')} |`;
  });
  return `## Fiat

${dataset.fiat.length} codes: ${dataset.fiat.join(' ')}.

Minor units come from \`currency-codes\`${nonIsoPkg.length ? `, except ${nonIsoPkg.map((c) => `${c} (${classes.fiatInfo.get(c).source}: ${classes.fiatInfo.get(c).minorUnits})`).join(', ')}` : ''}.

Where each locale's names and symbols came from (own file / inherited from a parent locale / fallback):

| locale | names: own / parent / English / code | symbols: own / parent / root / code |
|---|---|---|
${rows.join('\n')}`;
}

function cryptoSection({ dataset, classes, raw }) {
  const rows = dataset.crypto.map((c) => {
    const m = dataset.cryptoMeta[c];
    const p = classes.provenance[c];
    const upstream = raw.names[c.toLowerCase()] ?? '';
    return `| ${c} | ${m.name} | ${m.symbol} | ${m.exponent} | ${p.name} | ${p.exponent} | ${upstream} | ${p.note} |`;
  });
  return `## Crypto assets

Sources: \`ledger:<id>\` is that chain in \`@ledgerhq/cryptoassets\` (first unit's magnitude), \`metamask:<address>\` the Ethereum ERC-20 in \`@metamask/contract-metadata\`, \`curated\` the entry in \`scripts/crypto-curated.json\`. Symbols are the ticker unless curated. "upstream name" is the newest non-empty name in upstream's \`v1/currencies.min.json\`, shown for comparison only (it is not used).

| code | name | symbol | exponent | name from | exponent from | upstream name | note |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}`;
}

function leftOutSection({ classes, raw, cutoff }) {
  const listed = [...classes.leftOut.entries()].filter(([, why]) => why !== 'dropped: last quoted in 2024').sort(([a], [b]) => (a < b ? -1 : 1));
  const rows = listed.map(([code, why]) => {
    const c = raw.codes.get(code);
    return `| ${code} | ${why} | ${c.count}, ${c.first} to ${c.last} |`;
  });
  const dropped = classes.dropped.map((c) => {
    const info = raw.codes.get(c);
    return `${c} (${info.count}, last ${info.last})`;
  });
  return `## Left-out codes

Codes upstream quotes that the dataset does not ship, with the reason (quotes: how many snapshots, first to last):

| code | reason | quotes |
|---|---|---|
${rows.join('\n')}

Dropped because their last upstream quote is before ${cutoff} (${dropped.length} codes; upstream quoted this long tail of small tokens until 2024-07-31 and stopped on 2024-09-01; each is listed with its number of quotes and last quote date):

<details><summary>${dropped.length} dropped codes</summary>

${dropped.join(', ')}

</details>`;
}

function withheldSection({ withheld, dataset }) {
  const rows = withheld.applied.map((e) => `| ${e.code} | ${describeDates(e)} | ${e.cells.length} | ${cell(e.reason)} | ${cell(e.evidence)} |`);
  // Each withheld value against the nearest quotes that ship, so the proof is re-checked on every build.
  const codes = [...dataset.fiat, ...dataset.crypto];
  const col = new Map(codes.map((c, i) => [c, i]));
  const s = dataset.snapshots;
  const at = new Map(s.map((x, i) => [x.date, i]));
  const cells = withheld.applied
    .flatMap((e) => e.cells.map((c) => ({ code: e.code, ...c })))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.code < b.code ? -1 : a.code > b.code ? 1 : 0))
    .map((c) => {
      const i = col.get(c.code);
      if (i === undefined) return `| ${c.date} | ${c.code} | ${c.value} | - (code dropped) | - |`;
      const k = at.get(c.date);
      let prev = null;
      let next = null;
      for (let j = k - 1; j >= 0 && !prev; j--) if (s[j].rates[i] !== null) prev = s[j];
      for (let j = k + 1; j < s.length && !next; j++) if (s[j].rates[i] !== null) next = s[j];
      const side = (n) => (n ? `${n.rates[i]} (${n.date}, x${ratio(Number(c.value) / Number(n.rates[i]))})` : '-');
      const used = c.aliasValue === undefined ? '' : ` (alias quote ${c.aliasValue} ships instead)`;
      return `| ${c.date} | ${c.code} | ${c.value}${used} | ${side(prev)} | ${side(next)} |`;
    });
  return `## Withheld values

We withhold values proven wrong by their neighbours; we never replace them. Each value matched by a known-bad entry (\`src/curation/data/knownBad/\`, rule \`known_bad\` of \`curate\`) is stored as \`null\` ("not quoted in this snapshot"), so a request for that code on that date gets a clear "no quote" error instead of a wrong number, and nothing is filled in from a neighbour or another source. Proof means a one-snapshot excursion beyond the sanity factor (x${JUMP_FACTOR.fiat} fiat, x${JUMP_FACTOR.crypto} crypto) that returns to the previous level at the next quote, or a quote that is plainly something else (another asset after a ticker takeover, a fiat code carrying a token's price, a pegged currency quoted the wrong way round). Moves that persist and cannot be proven wrong are not withheld; they stay in "Known upstream oddities" below. ${withheld.withheld} values withheld by ${withheld.applied.length} entries${withheld.unquoted.length ? `; left with no quote and dropped: ${withheld.unquoted.join(', ')}` : '; no code lost all its quotes'}.

| code | dates | withheld | reason | evidence |
|---|---|---|---|---|
${rows.join('\n')}

Every withheld value with the nearest quotes that ship on either side (units per USD; xN is the withheld value over that quote):

<details><summary>${cells.length} withheld values</summary>

| date | code | upstream value | previous shipped quote | next shipped quote |
|---|---|---|---|---|
${cells.join('\n')}

</details>`;
}

function rulesSection({ rules, ruleFacts, curation }) {
  const count = (rule, code) => rules.filter((r) => r.rule === rule && (code === undefined || r.code === code)).length;
  const pegs = ruleFacts.pegs.map((p) => {
    const span = p.from || p.to ? ` (${p.from ?? ''}..${p.to ?? ''})` : '';
    const excused = (p.excused ?? []).map((e) => `; not judged on ${e.date}: ${cell(e.evidence)}`).join('');
    return `| ${p.code} | ${pegBounds(p).text.replace(/^(peg|band) /, '')} per ${p.anchor}${span} | ${cell(p.source)}${p.note ? `; ${cell(p.note)}` : ''}${excused} | ${count('peg', p.code)} |`;
  });
  const st = ruleFacts.stablecoins;
  const withdrawn = Object.entries(ruleFacts.withdrawn).filter(([, w]) => w.source);
  const units = ruleFacts.unitChanges.map((u) => `| ${u.code} | ${u.date} | x${u.factor} | ${cell(u.source)} | ${count('unit_change', u.code)} |`);
  const managed = ruleFacts.managed.map((m) => `| ${m.code} | x${m.factor} | ${cell(m.source)} | ${count('managed_rate', m.code)} |`);
  const broken = ruleFacts.brokenBuilds.map((b) => `| ${b.date} | ${cell(b.evidence)}${b.side ? ` (only the ${b.side} side is in question)` : ''} |`);
  const changes = curation.levelChanges.map(
    (c) =>
      `| ${c.date} | ${c.code} | ${c.value} | ${Number(c.reference.toPrecision(6))} | ${c.by} | ${c.earlier.map((e) => `${e.literal} (${e.date})`).join(', ') || '-'} |`,
  );
  const ruleNames = ['peg', 'stablecoin', 'withdrawn', 'unit_change', 'managed_rate', 'jump', 'alternation'];
  const rows = rules.map((r) => `| ${r.date} | ${r.code} | ${r.rule} | ${r.value} | ${cell(r.detail)} |`);
  const j = ruleFacts.jump;
  const a = ruleFacts.alternation;
  return `## Withheld by rule

\`curate\` (entry \`ratebook/curation\`, \`src/curation/\`) runs snapshot by snapshot in date order, each snapshot against the accepted history before it, exactly as a live round does. Besides the known-bad values above, its rules withhold ${rules.length} values today (${ruleNames.map((n) => `${n} ${count(n)}`).join(', ')}), each listed at the end of this section, stored as \`null\` and never replaced.

**Peg table** (\`src/curation/data/pegs.ts\`): a quote whose cross rate against its anchor (same snapshot) is outside the tolerance or band is withheld (\`peg\`); a peg that changed would get a second entry with \`from\`/\`to\` and its evidence.

| code | peg | source | withheld |
|---|---|---|---|
${pegs.join('\n')}

**Stablecoin band** (\`src/curation/data/stablecoins.ts\`): ${st.codes.join(', ')} must be quoted within ${st.band[0]}-${st.band[1]} USD (\`stablecoin\`). ${cell(st.source)}

**Withdrawn currencies** (\`src/curation/data/withdrawn.ts\`): quotes on or after ISO 4217's changeover date are withheld (\`withdrawn\`), so history before it keeps the currency and no later snapshot presents it as current.

| code | from | replaced by | source | withheld |
|---|---|---|---|---|
${withdrawn.map(([c, w]) => `| ${c} | ${w.since} | ${w.replacedBy} | ${cell(w.source)} | ${count('withdrawn', c)} |`).join('\n')}

**Unit changes** (\`src/curation/data/unitChanges.ts\`): redenominations that keep the code. From the date, a quote nearer (in ratio) to the reference in old units than to the reference in new units is in the wrong unit and withheld (\`unit_change\`), never rescaled; the sanity pass fails the build on any other move by a power of ten (within x${UNIT_SLACK}).

| code | date | factor (new units per old) | source | withheld |
|---|---|---|---|---|
${units.join('\n')}

**Jumps and new levels** (\`jump\`): the reference of a code is the median of its last ${ruleFacts.referenceQuotes} accepted quotes (none before its latest accepted level); a quote beyond x${j.fiat} (fiat) or x${j.crypto} (crypto) from it is withheld, unless it is the ${ruleFacts.levelPublications}rd consecutive publication of one new level (each within ${ruleFacts.levelSpread * 100}% of the others) or a second source confirms it: then it is accepted as a level change, and the build restores the level's earlier publications into their snapshots (the one decision taken with quotes from later dates). A publication in a build proven broken never counts toward a level.

**Managed rates** (\`src/curation/data/managed.ts\`, \`managed_rate\`): the jump rule with the currency's own limit.

| code | limit | source | withheld |
|---|---|---|---|
${managed.join('\n')}

**Broken upstream builds** (\`src/curation/data/brokenBuilds.ts\`): a refused quote in these builds (on the broken side, where only one is) never counts toward a new level.

| date | evidence |
|---|---|
${broken.join('\n')}

**Alternation** (\`alternation\`): when a code's last ${a.window} publications hold more than ${a.limit} reversals of moves beyond x${a.fiat} (fiat) or x${a.crypto} (crypto), a quote beyond x${a.off.fiat} (fiat) or x${a.off.crypto} (crypto) from the reference is withheld; quotes at the level the accepted quotes hold ship.

Level changes accepted (${curation.levelChanges.length}; ${curation.restored.length} earlier publications restored):

| date | code | value | reference | by | earlier publications restored |
|---|---|---|---|---|---|
${changes.join('\n') || '| - | - | - | - | - | - |'}

<details><summary>${rules.length} values withheld by rule</summary>

| date | code | rule | upstream value | why |
|---|---|---|---|---|
${rows.join('\n')}

</details>`;
}

function disputesSection({ disputes }) {
  const rows = disputes.withheld.map((w) => `| ${w.date} | ${w.code} | ${w.value} | ${w.home.source} | ${w.other.source} | ${cell(w.text)} |`);
  return `## Withheld by official sources

After the curation the build compares the curated rows with the recorded documents of the central banks and the ECB (\`test/fixtures/central-banks/\`, \`test/fixtures/ecb/\`, read with the package's own importers), as "Central banks" below pairs them, and withholds a fiat value that its home issuer (the currency's own central bank: its USD row) and another official source both contradict by more than 2% on the same side, on the same snapshot (\`scripts/lib/officialDisputes.mjs\`). One contradicting source is not enough. ${disputes.comparisons} comparisons read, ${disputes.withheld.length} values withheld, stored as \`null\` and never replaced:

| date | code | upstream value | home issuer | other source | evidence |
|---|---|---|---|---|---|
${rows.join('\n') || '| - | - | - | - | - | - |'}`;
}

function oddities({ findings }) {
  const rows = summarizeFindings(findings).map((f) => `| ${f.check} | ${f.date} | ${f.code} | ${f.detail} |`);
  return `## Known upstream oddities

What the build's sanity pass reports on the data as shipped, that is after the withheld values above are removed (it reports and never repairs); these are left in because they cannot be proven wrong. Checks: \`jump\`, a rate moving by more than x${JUMP_FACTOR.fiat} (fiat) or x${JUMP_FACTOR.crypto} (crypto) from the same code's previous quote; \`unit\`, a move within x${UNIT_SLACK} of a power of ten that no unit change or exclusion explains (this one fails the build, so it never appears here); \`flips\`, two-level alternation: more than ${FLIP_LIMIT} reversals of moves beyond x${FLIP_FACTOR.fiat} (fiat) or x${FLIP_FACTOR.crypto} (crypto) within ${FLIP_WINDOW} consecutive quotes of one code; \`partial\`, a snapshot quoting fewer than ${PARTIAL_SHARE * 100}% of the median number of codes; \`value\`, an upstream value that is not a positive finite number.

| check | date | code | detail |
|---|---|---|---|
${rows.join('\n') || '| - | - | - | nothing reported |'}`;
}

function notices({ packages, licences }) {
  const blocks = Object.entries(packages).map(([key, p]) => {
    const text = licences[key];
    const body = text ? `\`\`\`text\n${text}\n\`\`\`` : `(the package ships no licence file; its package.json declares ${p.licence})`;
    return `<details><summary>${p.name} ${p.version} (${p.licence})</summary>\n\n${body}\n\n</details>`;
  });
  return `## Licence notices

The dataset carries facts taken from these packages; their copyright and permission notices, as shipped in each package, are reproduced here (the Unicode licence asks for its notice to accompany copies of data derived from CLDR). The rates themselves are CC0-1.0 and need no notice.

${blocks.join('\n\n')}`;
}

/** A factor as `12.8` or `1/4440`, three significant digits. */
function ratio(r) {
  return r >= 1 ? Number(r.toPrecision(3)) : `1/${Number((1 / r).toPrecision(3))}`;
}

/** Text safe inside a Markdown table cell. */
function cell(text) {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

function largestGap(snapshots) {
  let best = { days: 0, from: snapshots[0].date, to: snapshots[0].date };
  for (let i = 1; i < snapshots.length; i++) {
    const days = (Date.parse(snapshots[i].date) - Date.parse(snapshots[i - 1].date)) / 86_400_000;
    if (days > best.days) best = { days, from: snapshots[i - 1].date, to: snapshots[i].date };
  }
  return best;
}

function pct(a, b) {
  return `${((100 * a) / b).toFixed(1)}%`;
}

function kb(n) {
  return n >= 1e6 ? `${(n / 1e6).toFixed(2)} MB` : `${(n / 1e3).toFixed(0)} kB`;
}
