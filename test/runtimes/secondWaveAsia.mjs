/** Asia's second-wave sources (src/feeds/<id>/): entries of secondWave.mjs (its comment says what each field is). */
import { importFeed } from '../../dist/importers.js';
import { feedSource } from '../../dist/live.js';
import { metadata, named, range, text } from './secondWaveInputs.mjs';

export const ASIA = [
  {
    name: 'boj',
    source: () => feedSource('boj'),
    served: 'boj/boj-1.json',
    type: 'application/json',
    now: '2026-03-31T19:23:53Z',
    imported: (d) => importFeed('boj', d['boj/boj-1.json'], { metadata }).dataset,
  },
  {
    name: 'hkma',
    source: () => feedSource('hkma'),
    served: 'hkma/hkma-1.json',
    type: 'application/json',
    now: '2026-03-30T20:28:04Z',
    imported: (d) => importFeed('hkma', d['hkma/hkma-1.json'], { metadata }).dataset,
  },
  {
    name: 'mas',
    source: () => feedSource('mas'),
    served: 'mas/mas-1.csv',
    type: 'text/csv',
    now: '2026-03-31T23:00:00Z',
    imported: (d) => importFeed('mas', d['mas/mas-1.csv'], { metadata }).dataset,
  },
  {
    name: 'bot',
    source: () => feedSource('bot', { apiKey: 'key-123456' }),
    served: 'bot/bot-1.json',
    type: 'application/json',
    now: '2026-04-03T18:00:00Z',
    imported: (d) => importFeed('bot', d['bot/bot-1.json'], { metadata }).dataset,
  },
  {
    name: 'bnm',
    source: () => feedSource('bnm'),
    served: 'bnm/bnm-1.json',
    type: 'application/json',
    now: '2026-03-20T10:44:55Z',
    imported: (d) => importFeed('bnm', named(d, ['bnm/bnm-1.json']), { metadata }).dataset,
    initial: (d) => {
      const months = importFeed('bnm', named(d, range('bnm', 28, 'json', 2)), { metadata }).dataset;
      return { ...months, snapshots: months.snapshots.slice(0, -1) };
    },
  },
  {
    name: 'fbil',
    source: () => feedSource('fbil'),
    served: 'fbil/fbil-1.json',
    type: 'application/json',
    now: '2026-03-21T08:00:00Z',
    imported: (d) => importFeed('fbil', d['fbil/fbil-1.json'], { metadata }).dataset,
  },
  {
    name: 'nrb',
    source: () => feedSource('nrb'),
    served: 'nrb/nrb-1.json',
    type: 'application/json',
    now: '2026-04-05T06:00:00Z',
    imported: (d) => importFeed('nrb', d['nrb/nrb-1.json'], { metadata }).dataset,
  },
  {
    name: 'amcm',
    source: () => feedSource('amcm'),
    served: 'amcm/amcm-1.json',
    type: 'application/json',
    now: '2026-05-24T06:33:34Z',
    imported: (d) => importFeed('amcm', d['amcm/amcm-1.json'], { metadata }).dataset,
  },
  {
    name: 'mma',
    source: () => feedSource('mma'),
    served: 'mma/mma-1.json',
    type: 'application/json',
    now: '2026-05-22T12:50:38Z',
    imported: (d) => importFeed('mma', d['mma/mma-1.json'], { metadata }).dataset,
  },
  {
    name: 'cbc',
    source: () => feedSource('cbc'),
    served: 'cbc/cbc-1.json',
    type: 'text/plain; charset=utf-8',
    now: '2026-03-30T22:40:22Z',
    imported: (d) => importFeed('cbc', d['cbc/cbc-1.json'], { metadata }).dataset,
    // The last 39 days before the round's: the whole history would make a long round in every runtime.
    initial: (d) => {
      const full = importFeed('cbc', d['cbc/cbc-1.json'], { metadata }).dataset;
      return { ...full, snapshots: full.snapshots.slice(-40, -1) };
    },
  },
  {
    name: 'cbm',
    source: () => feedSource('cbm'),
    served: 'cbm/cbm-1.json',
    type: 'application/json',
    now: '2026-04-09T08:00:00Z',
    imported: (d) => importFeed('cbm', d['cbm/cbm-1.json'], { metadata }).dataset,
    // The recorded answer moved a day back, as in the bank's test.
    initial: (d) => importFeed('cbm', text(d['cbm/cbm-1.json']).replace('"timestamp":"1775721600"', '"timestamp":"1775635200"'), { metadata }).dataset,
  },
  {
    name: 'bom',
    source: () => feedSource('bom'),
    served: 'bom/bom-1.json',
    type: 'application/json',
    now: '2026-05-22T12:52:13Z',
    imported: (d) => importFeed('bom', d['bom/bom-1.json'], { metadata }).dataset,
  },
  {
    name: 'nbk',
    source: () => feedSource('nbk'),
    served: 'nbk/nbk-3.xml',
    type: 'text/xml; charset=UTF-8',
    now: '2026-04-03T12:00:00Z',
    imported: (d) => importFeed('nbk', named(d, range('nbk', 3, 'xml')), { metadata }).dataset,
  },
  {
    name: 'nbt',
    source: () => feedSource('nbt'),
    served: 'nbt/nbt-3.xml',
    type: 'text/xml;charset=UTF-8',
    now: '2026-05-20T12:00:00Z',
    imported: (d) => importFeed('nbt', named(d, range('nbt', 3, 'xml')), { metadata }).dataset,
  },
  {
    name: 'cbu',
    source: () => feedSource('cbu'),
    served: 'cbu/cbu-3.json',
    type: 'application/json',
    now: '2026-04-03T12:00:00Z',
    imported: (d) => importFeed('cbu', named(d, range('cbu', 3, 'json')), { metadata }).dataset,
  },
  {
    name: 'nbkr',
    source: () => feedSource('nbkr'),
    served: 'nbkr_live/nbkr_live-1.xml',
    type: 'application/xml',
    now: '2026-05-23T23:51:04Z',
    imported: (d) => importFeed('nbkr', d['nbkr_live/nbkr_live-1.xml'], { metadata }).dataset,
    // The daily table moved a day back, as in the bank's test.
    initial: (d) => importFeed('nbkr', text(d['nbkr_live/nbkr_live-1.xml']).replace('24.05.2026', '23.05.2026'), { metadata }).dataset,
  },
];
