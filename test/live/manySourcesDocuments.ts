import Big from 'big.js';

import { feedSource } from '../../src/live/sources/feedSource.js';
import { ecb } from '../../src/live/sources/ecb.js';
import type { LiveSource } from '../../src/live/types.js';
import { ecbDay } from '../curation/threeSources.js';
import { bankFile } from '../importers/banks/recorded.js';
import { catalog } from '../importers/catalog.js';
import { importBanguat } from '../../src/feeds/banguat/banguat.js';
import { importBcn } from '../../src/feeds/bcn/bcn.js';
import { importBcra } from '../../src/feeds/bcra/bcra.js';
import { importBoe } from '../../src/feeds/boe/boe.js';
import { importBoja } from '../../src/feeds/boja/boja.js';
import { importFbil } from '../../src/feeds/fbil/fbil.js';
import { importRba } from '../../src/feeds/rba/rba.js';
import { importEcbXml } from '../../src/feeds/ecb/ecbXml.js';

// The official sources whose recorded documents end on 2026-03-20 (test/live/manySources.test.ts):
// each with its live source, the host its requests go to, the recorded bytes, and its own import of
// them, from which votesOf computes its votes apart from the library.
export const DATE = '2026-03-20';
const options = { metadata: catalog, allowMinimalMetadata: true };
type Doc = {
  source: () => LiveSource;
  host: string;
  body: Uint8Array | string;
  type: string;
  imported: () => { pivot: string; fiat: string[]; snapshots: { date: string; rates: readonly unknown[] }[] };
};

export const SOURCES: Record<string, Doc> = {
  ecb: { source: () => ecb(), host: 'www.ecb.europa.eu', body: ecbDay(DATE), type: 'text/xml', imported: () => importEcbXml(ecbDay(DATE), options).dataset },
  rba: {
    source: () => feedSource('rba'),
    host: 'www.rba.gov.au',
    body: bankFile('rba/rba-1.csv'),
    type: 'application/octet-stream',
    imported: () => importRba(bankFile('rba/rba-1.csv'), options).dataset,
  },
  boe: {
    source: () => feedSource('boe'),
    host: 'www.bankofengland.co.uk',
    body: bankFile('boe/boe-1.csv'),
    type: 'application/csv',
    imported: () => importBoe(bankFile('boe/boe-1.csv'), options).dataset,
  },
  fbil: {
    source: () => feedSource('fbil'),
    host: 'www.fbil.org.in',
    body: bankFile('fbil/fbil-1.json'),
    type: 'application/json',
    imported: () => importFbil(bankFile('fbil/fbil-1.json'), options).dataset,
  },
  bcra: {
    source: () => feedSource('bcra'),
    host: 'api.bcra.gob.ar',
    body: bankFile('bcra/bcra-2.json'),
    type: 'application/json',
    imported: () => importBcra([bankFile('bcra/bcra-2.json')], options).dataset,
  },
  boja: {
    source: () => feedSource('boja'),
    host: 'boj.org.jm',
    body: bankFile('boja/boja-1.json'),
    type: 'text/html; charset=UTF-8',
    imported: () => importBoja(bankFile('boja/boja-1.json'), options).dataset,
  },
  banguat: {
    source: () => feedSource('banguat'),
    host: 'www.banguat.gob.gt',
    body: bankFile('banguat/banguat-1.xml'),
    type: 'text/xml; charset=utf-8',
    imported: () => importBanguat(bankFile('banguat/banguat-1.xml'), options).dataset,
  },
  bcn: {
    source: () => feedSource('bcn'),
    host: 'servicios.bcn.gob.ni',
    body: bankFile('bcn/bcn-1.xml'),
    type: 'text/xml; charset=utf-8',
    imported: () => importBcn(bankFile('bcn/bcn-1.xml'), options).dataset,
  },
};

/** Each source's votes on DATE, units per USD (12 significant digits), by code; its home currency is a value, never a vote. */
export function votesOf(name: string): Map<string, Big> {
  const ds = SOURCES[name]!.imported();
  const row = ds.snapshots.find((s) => s.date === DATE);
  const votes = new Map<string, Big>();
  if (!row) return votes;
  const usd = row.rates[ds.fiat.indexOf('USD')];
  if (ds.pivot !== 'USD' && (usd === null || usd === undefined)) return votes;
  const R = Big();
  R.DP = 40;
  ds.fiat.forEach((code, i) => {
    const r = row.rates[i];
    if (code === ds.pivot || code === 'USD' || r === null || r === undefined) return;
    const rebased = ds.pivot === 'USD' ? new R(String(r)) : new R(String(r)).div(String(usd));
    votes.set(code, new R(rebased.toPrecision(12, Big.roundHalfEven)));
  });
  return votes;
}
