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
import { defaultDataset } from '../../dist/data.js';
import {
  importAmcm,
  importBam,
  importBancaDItalia,
  importBancoDePortugal,
  importBanguat,
  importBanrep,
  importBanxico,
  importBcb,
  importBcc,
  importBcch,
  importBccr,
  importBcn,
  importBcra,
  importBcu,
  importBna,
  importBnm,
  importBnrRwanda,
  importBob,
  importBoj,
  importBoja,
  importBom,
  importBot,
  importBundesbank,
  importCbc,
  importCbk,
  importCbm,
  importCbn,
  importCbu,
  importCentralBankOfArmenia,
  importDanmarksNationalbank,
  importFbil,
  importHkma,
  importHrvatskaNarodnaBanka,
  importImf,
  importLietuvosBankas,
  importMas,
  importMma,
  importMnb,
  importNationalBankOfBelarus,
  importNationalBankOfGeorgia,
  importNationalBankOfMoldova,
  importNationalBankOfNorthMacedonia,
  importNbe,
  importNbk,
  importNbkr,
  importNbt,
  importNrb,
  importSarb,
  importSedlabankiIslands,
} from '../../dist/importers.js';
import {
  amcm,
  bam,
  bancaDItalia,
  bancoDePortugal,
  banguat,
  banrep,
  banxico,
  bcb,
  bcc,
  bcch,
  bccr,
  bcn,
  bcra,
  bcu,
  bna,
  bnm,
  bnrRwanda,
  bob,
  boj,
  boja,
  bom,
  bot,
  bundesbank,
  cbc,
  cbk,
  cbm,
  cbn,
  cbu,
  centralBankOfArmenia,
  danmarksNationalbank,
  fbil,
  hkma,
  hrvatskaNarodnaBanka,
  imf,
  lietuvosBankas,
  mas,
  mma,
  mnb,
  nationalBankOfBelarus,
  nationalBankOfGeorgia,
  nationalBankOfMoldova,
  nationalBankOfNorthMacedonia,
  nbe,
  nbk,
  nbkr,
  nbt,
  nrb,
  sarb,
  sedlabankiIslands,
} from '../../dist/live.js';

const metadata = defaultDataset;
const minimal = { metadata, allowMinimalMetadata: true };
const named = (docs, files) => files.map((name) => ({ name, bytes: docs[name] }));
const range = (folder, n, ext, from = 1) => Array.from({ length: n - from + 1 }, (_, i) => `${folder}/${folder}-${i + from}.${ext}`);
const text = (bytes) => new TextDecoder().decode(bytes);
const encode = (s) => new TextEncoder().encode(s);

// The made-up euro answers (the banks' tests make the same ones).
const bbkRow = (date, value) =>
  `BBK:BBEX3(1.0);D;USD;EUR;BB;AC;000;${date};${value};P1D;4;BBEX3.D.USD.EUR.BB.AC.000;USD;0;Euro-Referenzkurs der EZB / 1 EUR = ... USD / Vereinigte Staaten;WEDE;;;`;
const bbkDoc = (docs, ...rows) => `${text(docs['bbk/bbk-1.csv']).split('\r\n')[0].replace('\ufeff', '')}\r\n${rows.join('\r\n')}\r\n`;
const lbEu = (date, usd) =>
  `<FxRate><Tp>EU</Tp><Dt>${date}</Dt><CcyAmt><Ccy>EUR</Ccy><Amt>1</Amt></CcyAmt><CcyAmt><Ccy>USD</Ccy><Amt>${usd}</Amt></CcyAmt></FxRate>`;
const lbDoc = (...rates) => `<?xml version="1.0" encoding="utf-8"?>\n<FxRates xmlns="http://www.lb.lt/WebServices/FxRates">${rates.join('')}</FxRates>\n`;

/**
 * One entry a bank (two for the IMF and Seðlabanki Íslands, one per table). `served`: the recorded
 * document (or the made-up one) every request the source makes is answered with when it is the
 * request recorded in Node; `now`: the round's clock (default: the last date of `imported`, 23:00
 * UTC); `initial`: the dataset before (default: `imported` without its last date).
 */
export const SECOND_WAVE = [
  // Europe
  {
    name: 'bdi',
    source: () => bancaDItalia(),
    served: 'bdi/bdi-3.csv',
    type: 'text/csv',
    now: '2026-02-11T18:00:00Z',
    imported: (d) => importBancaDItalia([d['bdi/bdi-1.csv'], d['bdi/bdi-2.csv'], d['bdi/bdi-3.csv']], { metadata }).dataset,
    initial: (d) => importBancaDItalia([d['bdi/bdi-1.csv'], d['bdi/bdi-2.csv']], { metadata }).dataset,
  },
  {
    name: 'mnb',
    source: () => mnb(),
    served: 'mnb/mnb-1.xml',
    type: 'text/xml; charset=utf-8',
    now: '2025-03-28T15:00:00Z',
    imported: (d) => importMnb(d['mnb/mnb-1.xml'], { metadata }).dataset,
  },
  {
    name: 'imf',
    source: () => imf(),
    served: 'imf/imf-1.tsv',
    type: 'application/vnd.ms-excel',
    now: '2026-03-31T22:00:00Z',
    imported: (d) => importImf(d['imf/imf-1.tsv'], { metadata }).dataset,
  },
  {
    name: 'imf-sdr',
    source: () => imf({ report: 'sdr' }),
    served: 'imf/imf-2.tsv',
    now: '2026-03-31T22:00:00Z',
    imported: (d) => importImf(d['imf/imf-2.tsv'], minimal).dataset,
  },
  {
    name: 'dnb',
    source: () => danmarksNationalbank(),
    served: 'dnb/dnb-1.csv',
    type: 'text/csv; charset=utf-8',
    now: '2026-03-31T18:00:00Z',
    imported: (d) => importDanmarksNationalbank(d['dnb/dnb-1.csv'], { metadata }).dataset,
  },
  {
    name: 'sbi',
    source: () => sedlabankiIslands({ group: 9 }),
    served: 'sbi/sbi-1.xml',
    now: '2026-03-27T18:00:00Z',
    imported: (d) => importSedlabankiIslands(d['sbi/sbi-1.xml'], minimal).dataset,
  },
  {
    name: 'sbi-7',
    source: () => sedlabankiIslands({ group: 7 }),
    served: 'sbi/sbi-2.xml',
    now: '2026-03-27T18:00:00Z',
    imported: (d) => importSedlabankiIslands(d['sbi/sbi-2.xml'], minimal).dataset,
  },
  {
    name: 'hnb',
    source: () => hrvatskaNarodnaBanka(),
    served: 'hnb/hnb-1.json',
    type: 'application/json;charset=UTF-8',
    now: '2023-01-06T18:00:00Z',
    imported: (d) => importHrvatskaNarodnaBanka(d['hnb/hnb-1.json'], { metadata }).dataset,
  },
  {
    name: 'lb',
    source: () => lietuvosBankas(),
    served: () => encode(lbDoc(lbEu('2015-01-05', '1.1915'))),
    type: 'text/xml; charset=utf-8',
    now: '2015-01-05T18:00:00Z',
    imported: () => importLietuvosBankas([lbDoc(lbEu('2015-01-02', '1.2043')), lbDoc(lbEu('2015-01-05', '1.1915'))], minimal).dataset,
    initial: () => importLietuvosBankas(lbDoc(lbEu('2015-01-02', '1.2043')), minimal).dataset,
  },
  {
    name: 'nbg',
    source: () => nationalBankOfGeorgia(),
    served: 'nbg/nbg-2.json',
    now: '2026-03-02T18:00:00Z',
    imported: (d) => importNationalBankOfGeorgia([d['nbg/nbg-1.json'], d['nbg/nbg-2.json']], { metadata }).dataset,
    initial: (d) => importNationalBankOfGeorgia(d['nbg/nbg-1.json'], { metadata }).dataset,
  },
  {
    name: 'nbm',
    source: () => nationalBankOfMoldova(),
    served: 'nbm/nbm-3.xml',
    now: '2026-04-07T18:00:00Z',
    imported: (d) => importNationalBankOfMoldova([d['nbm/nbm-1.xml'], d['nbm/nbm-3.xml']], { metadata }).dataset,
    initial: (d) => importNationalBankOfMoldova(d['nbm/nbm-1.xml'], { metadata }).dataset,
  },
  {
    name: 'nbrm',
    source: () => nationalBankOfNorthMacedonia(),
    served: 'nbrm/nbrm-1.json',
    now: '2026-05-29T18:00:00Z',
    imported: (d) => importNationalBankOfNorthMacedonia(d['nbrm/nbrm-1.json'], { metadata }).dataset,
  },
  {
    name: 'cba',
    source: () => centralBankOfArmenia(),
    served: 'cba/cba-1.xml',
    type: 'text/xml; charset=utf-8',
    now: '2026-03-18T18:00:00Z',
    imported: (d) => importCentralBankOfArmenia([d['cba/cba-2.xml'], d['cba/cba-1.xml']], { metadata }).dataset,
    initial: (d) => {
      const full = importCentralBankOfArmenia(d['cba/cba-2.xml'], { metadata }).dataset;
      return { ...full, snapshots: full.snapshots.slice(0, -1) };
    },
  },
  {
    name: 'nbrb',
    source: () => nationalBankOfBelarus(),
    served: 'nbrb/nbrb-1.json',
    now: '2026-03-17T15:52:00Z',
    imported: (d) => importNationalBankOfBelarus(named(d, range('nbrb', 32, 'json')), { metadata }).dataset,
  },
  {
    name: 'bbk',
    source: () => bundesbank(),
    served: (d) => encode(bbkDoc(d, bbkRow('2026-03-02', '1.1698'), bbkRow('2026-03-03', '1.1606'))),
    now: '2026-03-03T18:00:00Z',
    imported: (d) => importBundesbank(bbkDoc(d, bbkRow('2026-03-02', '1.1698'), bbkRow('2026-03-03', '1.1606')), minimal).dataset,
  },
  {
    name: 'bdp',
    source: () => bancoDePortugal(),
    served: 'bdp/bdp-1.json',
    now: '1998-12-31T18:00:00Z',
    imported: (d) => importBancoDePortugal(d['bdp/bdp-1.json'], minimal).dataset,
  },
  // Asia
  {
    name: 'boj',
    source: () => boj(),
    served: 'boj/boj-1.json',
    type: 'application/json',
    now: '2026-03-31T19:23:53Z',
    imported: (d) => importBoj(d['boj/boj-1.json'], { metadata }).dataset,
  },
  {
    name: 'hkma',
    source: () => hkma(),
    served: 'hkma/hkma-1.json',
    type: 'application/json',
    now: '2026-03-30T20:28:04Z',
    imported: (d) => importHkma(d['hkma/hkma-1.json'], { metadata }).dataset,
  },
  {
    name: 'mas',
    source: () => mas(),
    served: 'mas/mas-1.csv',
    type: 'text/csv',
    now: '2026-03-31T23:00:00Z',
    imported: (d) => importMas(d['mas/mas-1.csv'], { metadata }).dataset,
  },
  {
    name: 'bot',
    source: () => bot({ apiKey: 'key-123456' }),
    served: 'bot/bot-1.json',
    type: 'application/json',
    now: '2026-04-03T18:00:00Z',
    imported: (d) => importBot(d['bot/bot-1.json'], { metadata }).dataset,
  },
  {
    name: 'bnm',
    source: () => bnm(),
    served: 'bnm/bnm-1.json',
    type: 'application/json',
    now: '2026-03-20T10:44:55Z',
    imported: (d) => importBnm(named(d, ['bnm/bnm-1.json']), { metadata }).dataset,
    initial: (d) => {
      const months = importBnm(named(d, range('bnm', 28, 'json', 2)), { metadata }).dataset;
      return { ...months, snapshots: months.snapshots.slice(0, -1) };
    },
  },
  {
    name: 'fbil',
    source: () => fbil(),
    served: 'fbil/fbil-1.json',
    type: 'application/json',
    now: '2026-03-21T08:00:00Z',
    imported: (d) => importFbil(d['fbil/fbil-1.json'], { metadata }).dataset,
  },
  {
    name: 'nrb',
    source: () => nrb(),
    served: 'nrb/nrb-1.json',
    type: 'application/json',
    now: '2026-04-05T06:00:00Z',
    imported: (d) => importNrb(d['nrb/nrb-1.json'], { metadata }).dataset,
  },
  {
    name: 'amcm',
    source: () => amcm(),
    served: 'amcm/amcm-1.json',
    type: 'application/json',
    now: '2026-05-24T06:33:34Z',
    imported: (d) => importAmcm(d['amcm/amcm-1.json'], { metadata }).dataset,
  },
  {
    name: 'mma',
    source: () => mma(),
    served: 'mma/mma-1.json',
    type: 'application/json',
    now: '2026-05-22T12:50:38Z',
    imported: (d) => importMma(d['mma/mma-1.json'], { metadata }).dataset,
  },
  {
    name: 'cbc',
    source: () => cbc(),
    served: 'cbc/cbc-1.json',
    type: 'text/plain; charset=utf-8',
    now: '2026-03-30T22:40:22Z',
    imported: (d) => importCbc(d['cbc/cbc-1.json'], { metadata }).dataset,
    // The last 39 days before the round's: the whole history would make a long round in every runtime.
    initial: (d) => {
      const full = importCbc(d['cbc/cbc-1.json'], { metadata }).dataset;
      return { ...full, snapshots: full.snapshots.slice(-40, -1) };
    },
  },
  {
    name: 'cbm',
    source: () => cbm(),
    served: 'cbm/cbm-1.json',
    type: 'application/json',
    now: '2026-04-09T08:00:00Z',
    imported: (d) => importCbm(d['cbm/cbm-1.json'], { metadata }).dataset,
    // The recorded answer moved a day back, as in the bank's test.
    initial: (d) => importCbm(text(d['cbm/cbm-1.json']).replace('"timestamp":"1775721600"', '"timestamp":"1775635200"'), { metadata }).dataset,
  },
  {
    name: 'bom',
    source: () => bom(),
    served: 'bom/bom-1.json',
    type: 'application/json',
    now: '2026-05-22T12:52:13Z',
    imported: (d) => importBom(d['bom/bom-1.json'], { metadata }).dataset,
  },
  {
    name: 'nbk',
    source: () => nbk(),
    served: 'nbk/nbk-3.xml',
    type: 'text/xml; charset=UTF-8',
    now: '2026-04-03T12:00:00Z',
    imported: (d) => importNbk(named(d, range('nbk', 3, 'xml')), { metadata }).dataset,
  },
  {
    name: 'nbt',
    source: () => nbt(),
    served: 'nbt/nbt-3.xml',
    type: 'text/xml;charset=UTF-8',
    now: '2026-05-20T12:00:00Z',
    imported: (d) => importNbt(named(d, range('nbt', 3, 'xml')), { metadata }).dataset,
  },
  {
    name: 'cbu',
    source: () => cbu(),
    served: 'cbu/cbu-3.json',
    type: 'application/json',
    now: '2026-04-03T12:00:00Z',
    imported: (d) => importCbu(named(d, range('cbu', 3, 'json')), { metadata }).dataset,
  },
  {
    name: 'nbkr',
    source: () => nbkr(),
    served: 'nbkr_live/nbkr_live-1.xml',
    type: 'application/xml',
    now: '2026-05-23T23:51:04Z',
    imported: (d) => importNbkr(d['nbkr_live/nbkr_live-1.xml'], { metadata }).dataset,
    // The daily table moved a day back, as in the bank's test.
    initial: (d) => importNbkr(text(d['nbkr_live/nbkr_live-1.xml']).replace('24.05.2026', '23.05.2026'), { metadata }).dataset,
  },
  // The Americas
  {
    name: 'banxico',
    source: () => banxico({ apiKey: 'tok-123' }),
    served: 'banxico/banxico-1.json',
    imported: (d) => importBanxico(d['banxico/banxico-1.json'], { metadata }).dataset,
  },
  { name: 'bcb', source: () => bcb(), served: 'bcb/bcb-10.json', imported: (d) => importBcb(d['bcb/bcb-10.json'], { metadata, currency: 'USD' }).dataset },
  {
    name: 'bcra',
    source: () => bcra(),
    served: 'bcra/bcra-2.json',
    imported: (d) => importBcra([d['bcra/bcra-1.json'], d['bcra/bcra-2.json']], { metadata }).dataset,
  },
  { name: 'banrep', source: () => banrep(), served: 'banrep/banrep-1.json', imported: (d) => importBanrep(d['banrep/banrep-1.json'], { metadata }).dataset },
  {
    name: 'bcch',
    source: () => bcch({ user: 'me@example.org', apiKey: 'pa55' }),
    served: 'bcch/bcch-1.json',
    imported: (d) => importBcch(d['bcch/bcch-1.json'], { metadata }).dataset,
  },
  { name: 'bccr', source: () => bccr(), served: 'bccr/bccr-2.json', imported: (d) => importBccr(d['bccr/bccr-2.json'], { metadata }).dataset },
  {
    name: 'boja',
    source: () => boja(),
    served: 'boja/boja-1.json',
    type: 'text/html; charset=UTF-8',
    imported: (d) => importBoja(d['boja/boja-1.json'], { metadata }).dataset,
  },
  {
    name: 'bcu',
    source: () => bcu(),
    served: 'bcu/bcu-1.xml',
    type: 'text/xml;charset=utf-8',
    imported: (d) => importBcu(d['bcu/bcu-1.xml'], { metadata }).dataset,
  },
  {
    name: 'banguat',
    source: () => banguat(),
    served: 'banguat/banguat-1.xml',
    type: 'text/xml; charset=utf-8',
    imported: (d) => importBanguat(d['banguat/banguat-1.xml'], { metadata }).dataset,
  },
  {
    name: 'bcn',
    source: () => bcn(),
    served: 'bcn/bcn-1.xml',
    type: 'text/xml; charset=utf-8',
    imported: (d) => importBcn(d['bcn/bcn-1.xml'], { metadata }).dataset,
  },
  { name: 'bcc', source: () => bcc(), served: 'bcc/bcc-13.json', imported: (d) => importBcc(d['bcc/bcc-13.json'], { metadata, currency: 'USD' }).dataset },
  // Africa
  { name: 'sarb', source: () => sarb(), served: 'sarb/sarb-1.json', imported: (d) => importSarb(d['sarb/sarb-1.json'], minimal).dataset },
  { name: 'cbn', source: () => cbn(), served: 'cbn/cbn-1.json', imported: (d) => importCbn(d['cbn/cbn-1.json'], minimal).dataset },
  {
    name: 'cbk',
    source: () => cbk(),
    served: 'cbk/cbk-1.json',
    type: 'text/html; charset=UTF-8',
    imported: (d) => importCbk(d['cbk/cbk-1.json'], { metadata }).dataset,
  },
  { name: 'bam', source: () => bam(), served: 'bam/bam-3.json', imported: (d) => importBam(named(d, range('bam', 3, 'json')), { metadata }).dataset },
  { name: 'nbe', source: () => nbe(), served: 'nbe/nbe-3.json', imported: (d) => importNbe(named(d, range('nbe', 3, 'json')), { metadata }).dataset },
  {
    name: 'bob',
    source: () => bob(),
    served: 'bob/bob-1.csv',
    type: 'text/csv; charset=UTF-8',
    imported: (d) => importBob(d['bob/bob-1.csv'], { metadata }).dataset,
  },
  { name: 'bnrrw', source: () => bnrRwanda(), served: 'bnrrw/bnrrw-1.json', imported: (d) => importBnrRwanda(d['bnrrw/bnrrw-1.json'], minimal).dataset },
  { name: 'bna', source: () => bna(), served: 'bna/bna-3.json', imported: (d) => importBna(d['bna/bna-3.json'], minimal).dataset },
];
