/** Africa's second-wave sources (src/feeds/<id>/): entries of secondWave.mjs (its comment says what each field is). */
import { importFeed } from '../../dist/importers.js';
import { feedSource } from '../../dist/live.js';
import { metadata, minimal, named, range } from './secondWaveInputs.mjs';

export const AFRICA = [
  { name: 'sarb', source: () => feedSource('sarb'), served: 'sarb/sarb-1.json', imported: (d) => importFeed('sarb', d['sarb/sarb-1.json'], minimal).dataset },
  { name: 'cbn', source: () => feedSource('cbn'), served: 'cbn/cbn-1.json', imported: (d) => importFeed('cbn', d['cbn/cbn-1.json'], minimal).dataset },
  {
    name: 'cbk',
    source: () => feedSource('cbk'),
    served: 'cbk/cbk-1.json',
    type: 'text/html; charset=UTF-8',
    imported: (d) => importFeed('cbk', d['cbk/cbk-1.json'], { metadata }).dataset,
  },
  {
    name: 'bam',
    source: () => feedSource('bam'),
    served: 'bam/bam-3.json',
    imported: (d) => importFeed('bam', named(d, range('bam', 3, 'json')), { metadata }).dataset,
  },
  {
    name: 'nbe',
    source: () => feedSource('nbe'),
    served: 'nbe/nbe-3.json',
    imported: (d) => importFeed('nbe', named(d, range('nbe', 3, 'json')), { metadata }).dataset,
  },
  {
    name: 'bob',
    source: () => feedSource('bob'),
    served: 'bob/bob-1.csv',
    type: 'text/csv; charset=UTF-8',
    imported: (d) => importFeed('bob', d['bob/bob-1.csv'], { metadata }).dataset,
  },
  {
    name: 'bnrrw',
    source: () => feedSource('bnr-rw'),
    served: 'bnrrw/bnrrw-1.json',
    imported: (d) => importFeed('bnr-rw', d['bnrrw/bnrrw-1.json'], minimal).dataset,
  },
  { name: 'bna', source: () => feedSource('bna'), served: 'bna/bna-3.json', imported: (d) => importFeed('bna', d['bna/bna-3.json'], minimal).dataset },
];
