import { loadDataset } from '../../src/index.js';

import type { Dataset } from '../../src/types.js';
import { bankText } from '../importers/banks/recorded.js';
import { catalog } from '../importers/catalog.js';
import { ecbCsvTable } from '../importers/ecbFiles.js';
import { importCnb } from '../../src/feeds/cnb/cnb.js';
import { importNbp } from '../../src/feeds/nbp/nbp.js';
import { importEcbXml } from '../../src/feeds/ecb/ecbXml.js';

/** The date CNB, NBP table A and the ECB all quote in the recorded documents of test/fixtures. */
export const DAY = '2026-03-02';
const options = { metadata: catalog, allowMinimalMetadata: true };

/** The real CNB document (cnb-1.json) with only the rates valid on `date`. */
export function cnbDay(date = DAY): string {
  const doc = JSON.parse(bankText('cnb/cnb-1.json')) as { rates: { validFor: string }[] };
  return JSON.stringify({ ...doc, rates: doc.rates.filter((r) => r.validFor === date) });
}

/**
 * The real NBP table A of `date` (nbp-1.json); `shift` multiplies one code's mid (a test mutation,
 * not data), so that code's quote moves by that factor against every other.
 */
export function nbpDay(date = DAY, shift?: { code: string; factor: number }): string {
  const tables = JSON.parse(bankText('nbp/nbp-1.json')) as { effectiveDate: string; rates: { code: string; mid: number }[] }[];
  const day = tables.filter((t) => t.effectiveDate === date);
  if (shift) for (const r of day[0]!.rates) if (r.code === shift.code) r.mid = Number((r.mid * shift.factor).toPrecision(8));
  return JSON.stringify(day);
}

/** The ECB's real rates of `date` (from the history in test/fixtures/ecb), in the daily XML format. */
export function ecbDay(date = DAY): string {
  const { codes, rows } = ecbCsvTable();
  const row = rows.find((r) => r.date === date)!;
  const cubes = codes
    .map((code, i) => [code, row.cells[i]!.trim()] as const)
    .filter(([, rate]) => rate !== 'N/A' && rate !== '')
    .map(([code, rate]) => `<Cube currency='${code}' rate='${rate}'/>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref"><gesmes:subject>Reference rates</gesmes:subject><Cube><Cube time='${date}'>${cubes}</Cube></Cube></gesmes:Envelope>`;
}

/** The three documents of DAY, imported and loaded, by source name. */
export function threeDocuments(shift?: { code: string; factor: number }): Map<string, Dataset> {
  return new Map([
    ['cnb', loadDataset(importCnb(cnbDay(), options).dataset)],
    ['nbp', loadDataset(importNbp(nbpDay(DAY, shift), options).dataset)],
    ['ecb', loadDataset(importEcbXml(ecbDay(), options).dataset)],
  ]);
}
