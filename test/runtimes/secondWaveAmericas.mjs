/** The Americas' second-wave sources (src/feeds/<id>/): entries of secondWave.mjs (its comment says what each field is). */
import { importFeed } from '../../dist/importers.js';
import { feedSource } from '../../dist/live.js';
import { metadata } from './secondWaveInputs.mjs';

export const AMERICAS = [
  {
    name: 'banxico',
    source: () => feedSource('banxico', { apiKey: 'tok-123' }),
    served: 'banxico/banxico-1.json',
    imported: (d) => importFeed('banxico', d['banxico/banxico-1.json'], { metadata }).dataset,
  },
  {
    name: 'bcb',
    source: () => feedSource('bcb'),
    served: 'bcb/bcb-10.json',
    imported: (d) => importFeed('bcb', d['bcb/bcb-10.json'], { metadata, currency: 'USD' }).dataset,
  },
  {
    name: 'bcra',
    source: () => feedSource('bcra'),
    served: 'bcra/bcra-2.json',
    imported: (d) => importFeed('bcra', [d['bcra/bcra-1.json'], d['bcra/bcra-2.json']], { metadata }).dataset,
  },
  {
    name: 'banrep',
    source: () => feedSource('banrep'),
    served: 'banrep/banrep-1.json',
    imported: (d) => importFeed('banrep', d['banrep/banrep-1.json'], { metadata }).dataset,
  },
  {
    name: 'bcch',
    source: () => feedSource('bcch', { user: 'me@example.org', apiKey: 'pa55' }),
    served: 'bcch/bcch-1.json',
    imported: (d) => importFeed('bcch', d['bcch/bcch-1.json'], { metadata }).dataset,
  },
  {
    name: 'bccr',
    source: () => feedSource('bccr'),
    served: 'bccr/bccr-2.json',
    imported: (d) => importFeed('bccr', d['bccr/bccr-2.json'], { metadata }).dataset,
  },
  {
    name: 'boja',
    source: () => feedSource('boja'),
    served: 'boja/boja-1.json',
    type: 'text/html; charset=UTF-8',
    imported: (d) => importFeed('boja', d['boja/boja-1.json'], { metadata }).dataset,
  },
  {
    name: 'bcu',
    source: () => feedSource('bcu'),
    served: 'bcu/bcu-1.xml',
    type: 'text/xml;charset=utf-8',
    imported: (d) => importFeed('bcu', d['bcu/bcu-1.xml'], { metadata }).dataset,
  },
  {
    name: 'banguat',
    source: () => feedSource('banguat'),
    served: 'banguat/banguat-1.xml',
    type: 'text/xml; charset=utf-8',
    imported: (d) => importFeed('banguat', d['banguat/banguat-1.xml'], { metadata }).dataset,
  },
  {
    name: 'bcn',
    source: () => feedSource('bcn'),
    served: 'bcn/bcn-1.xml',
    type: 'text/xml; charset=utf-8',
    imported: (d) => importFeed('bcn', d['bcn/bcn-1.xml'], { metadata }).dataset,
  },
  {
    name: 'bcc',
    source: () => feedSource('bcc'),
    served: 'bcc/bcc-13.json',
    imported: (d) => importFeed('bcc', d['bcc/bcc-13.json'], { metadata, currency: 'USD' }).dataset,
  },
];
