/** The Americas' second-wave sources (src/live/sources/americasBanks.ts): entries of secondWave.mjs (its comment says what each field is). */
import {
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
  importBoja,
} from '../../dist/importers.js';
import { banguat, banrep, banxico, bcb, bcc, bcch, bccr, bcn, bcra, bcu, boja } from '../../dist/live.js';
import { metadata } from './secondWaveInputs.mjs';

export const AMERICAS = [
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
];
