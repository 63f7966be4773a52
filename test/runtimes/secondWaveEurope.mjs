/** Europe's second-wave sources (src/feeds/<id>/) and the IMF: entries of secondWave.mjs (its comment says what each field is). */
import { importFeed } from '../../dist/importers.js';
import { feedSource } from '../../dist/live.js';
import { bbkDoc, bbkRow, encode, lbDoc, lbEu, metadata, minimal, named, range } from './secondWaveInputs.mjs';

export const EUROPE = [
  {
    name: 'bdi',
    source: () => feedSource('bdi'),
    served: 'bdi/bdi-3.csv',
    type: 'text/csv',
    now: '2026-02-11T18:00:00Z',
    imported: (d) => importFeed('bdi', [d['bdi/bdi-1.csv'], d['bdi/bdi-2.csv'], d['bdi/bdi-3.csv']], { metadata }).dataset,
    initial: (d) => importFeed('bdi', [d['bdi/bdi-1.csv'], d['bdi/bdi-2.csv']], { metadata }).dataset,
  },
  {
    name: 'mnb',
    source: () => feedSource('mnb'),
    served: 'mnb/mnb-1.xml',
    type: 'text/xml; charset=utf-8',
    now: '2025-03-28T15:00:00Z',
    imported: (d) => importFeed('mnb', d['mnb/mnb-1.xml'], { metadata }).dataset,
  },
  {
    name: 'imf',
    source: () => feedSource('imf'),
    served: 'imf/imf-1.tsv',
    type: 'application/vnd.ms-excel',
    now: '2026-03-31T22:00:00Z',
    imported: (d) => importFeed('imf', d['imf/imf-1.tsv'], { metadata }).dataset,
  },
  {
    name: 'imf-sdr',
    source: () => feedSource('imf', { report: 'sdr' }),
    served: 'imf/imf-2.tsv',
    now: '2026-03-31T22:00:00Z',
    imported: (d) => importFeed('imf', d['imf/imf-2.tsv'], minimal).dataset,
  },
  {
    name: 'dnb',
    source: () => feedSource('dnb'),
    served: 'dnb/dnb-1.csv',
    type: 'text/csv; charset=utf-8',
    now: '2026-03-31T18:00:00Z',
    imported: (d) => importFeed('dnb', d['dnb/dnb-1.csv'], { metadata }).dataset,
  },
  {
    name: 'sbi',
    source: () => feedSource('sbi', { group: 9 }),
    served: 'sbi/sbi-1.xml',
    now: '2026-03-27T18:00:00Z',
    imported: (d) => importFeed('sbi', d['sbi/sbi-1.xml'], minimal).dataset,
  },
  {
    name: 'sbi-7',
    source: () => feedSource('sbi', { group: 7 }),
    served: 'sbi/sbi-2.xml',
    now: '2026-03-27T18:00:00Z',
    imported: (d) => importFeed('sbi', d['sbi/sbi-2.xml'], minimal).dataset,
  },
  {
    name: 'hnb',
    source: () => feedSource('hnb'),
    served: 'hnb/hnb-1.json',
    type: 'application/json;charset=UTF-8',
    now: '2023-01-06T18:00:00Z',
    imported: (d) => importFeed('hnb', d['hnb/hnb-1.json'], { metadata }).dataset,
  },
  {
    name: 'lb',
    source: () => feedSource('lb'),
    served: () => encode(lbDoc(lbEu('2015-01-05', '1.1915'))),
    type: 'text/xml; charset=utf-8',
    now: '2015-01-05T18:00:00Z',
    imported: () => importFeed('lb', [lbDoc(lbEu('2015-01-02', '1.2043')), lbDoc(lbEu('2015-01-05', '1.1915'))], minimal).dataset,
    initial: () => importFeed('lb', lbDoc(lbEu('2015-01-02', '1.2043')), minimal).dataset,
  },
  {
    name: 'nbg',
    source: () => feedSource('nbg'),
    served: 'nbg/nbg-2.json',
    now: '2026-03-02T18:00:00Z',
    imported: (d) => importFeed('nbg', [d['nbg/nbg-1.json'], d['nbg/nbg-2.json']], { metadata }).dataset,
    initial: (d) => importFeed('nbg', d['nbg/nbg-1.json'], { metadata }).dataset,
  },
  {
    name: 'nbm',
    source: () => feedSource('nbm'),
    served: 'nbm/nbm-3.xml',
    now: '2026-04-07T18:00:00Z',
    imported: (d) => importFeed('nbm', [d['nbm/nbm-1.xml'], d['nbm/nbm-3.xml']], { metadata }).dataset,
    initial: (d) => importFeed('nbm', d['nbm/nbm-1.xml'], { metadata }).dataset,
  },
  {
    name: 'nbrm',
    source: () => feedSource('nbrm'),
    served: 'nbrm/nbrm-1.json',
    now: '2026-05-29T18:00:00Z',
    imported: (d) => importFeed('nbrm', d['nbrm/nbrm-1.json'], { metadata }).dataset,
  },
  {
    name: 'cba',
    source: () => feedSource('cba'),
    served: 'cba/cba-1.xml',
    type: 'text/xml; charset=utf-8',
    now: '2026-03-18T18:00:00Z',
    imported: (d) => importFeed('cba', [d['cba/cba-2.xml'], d['cba/cba-1.xml']], { metadata }).dataset,
    initial: (d) => {
      const full = importFeed('cba', d['cba/cba-2.xml'], { metadata }).dataset;
      return { ...full, snapshots: full.snapshots.slice(0, -1) };
    },
  },
  {
    name: 'nbrb',
    source: () => feedSource('nbrb'),
    served: 'nbrb/nbrb-1.json',
    now: '2026-03-17T15:52:00Z',
    imported: (d) => importFeed('nbrb', named(d, range('nbrb', 32, 'json')), { metadata }).dataset,
  },
  {
    name: 'bbk',
    source: () => feedSource('bbk'),
    served: (d) => encode(bbkDoc(d, bbkRow('2026-03-02', '1.1698'), bbkRow('2026-03-03', '1.1606'))),
    now: '2026-03-03T18:00:00Z',
    imported: (d) => importFeed('bbk', bbkDoc(d, bbkRow('2026-03-02', '1.1698'), bbkRow('2026-03-03', '1.1606')), minimal).dataset,
  },
  {
    name: 'bdp',
    source: () => feedSource('bdp'),
    served: 'bdp/bdp-1.json',
    now: '1998-12-31T18:00:00Z',
    imported: (d) => importFeed('bdp', d['bdp/bdp-1.json'], minimal).dataset,
  },
];
