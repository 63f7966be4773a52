/** Africa's second-wave sources (src/live/sources/africaBanks.ts): entries of secondWave.mjs (its comment says what each field is). */
import { importBam, importBna, importBnrRwanda, importBob, importCbg, importCbk, importCbn, importNbe, importSarb } from '../../dist/importers.js';
import { bam, bna, bnrRwanda, bob, cbg, cbk, cbn, nbe, sarb } from '../../dist/live.js';
import { metadata, minimal, named, range } from './secondWaveInputs.mjs';

export const AFRICA = [
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
  { name: 'cbg', source: () => cbg(), served: 'cbg/cbg-1.json', imported: (d) => importCbg(d['cbg/cbg-1.json'], { metadata, currency: 'USD' }).dataset },
];
