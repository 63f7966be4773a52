import { describe, expect, it } from 'vitest';
import { combineDatasets, importEcbCsv } from '../../src/importers/index.js';
import { history, loadDataset } from '../../src/index.js';
import { catalog, NOW } from './catalog.js';
import { ecbCsvTable, ecbDailyXml } from './ecbFiles.js';
import { indexOfWork } from './indexOfWork.js';
import { withoutDigests } from './fixtures.js';
import { importEcbXml } from '../../src/feeds/ecb/ecbXml.js';
import { ecbImport } from './ecbHistory.js';

/** The ECB's XML for some rows of the CSV, newest first, as the 90-day and history files are written. */
function xmlOf(rows: { date: string; cells: string[] }[], codes: string[]): string {
  const days = rows
    .map((row) => {
      const cubes = row.cells.map((cell, i) => (cell === 'N/A' ? '' : `\t\t\t<Cube currency='${codes[i]}' rate='${cell}'/>\n`)).join('');
      return `\t\t<Cube time='${row.date}'>\n${cubes}\t\t</Cube>\n`;
    })
    .join('');
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">\n` +
    `\t<gesmes:subject>Reference rates</gesmes:subject>\n\t<gesmes:Sender>\n\t\t<gesmes:name>European Central Bank</gesmes:name>\n\t</gesmes:Sender>\n` +
    `\t<Cube>\n${days}\t</Cube>\n</gesmes:Envelope>`
  );
}

describe('importEcbXml', () => {
  it('imports the whole history as XML in work linear in its size (1x and 4x inputs)', async () => {
    const { codes, rows } = ecbCsvTable();
    const whole = xmlOf(rows, codes); // the ECB history as XML: about 8.6 MB, 230,000 lines
    const quarter = xmlOf(rows.slice(0, Math.ceil(rows.length / 4)), codes);
    expect(whole.length).toBeGreaterThan(8_000_000);
    // Linear: a few steps per character at most (the locator walking every newline before each
    // quote made it about 10,000 per character here).
    const small = await indexOfWork(4 * quarter.length, () => importEcbXml(quarter, { metadata: catalog }));
    const large = await indexOfWork(4 * whole.length, () => importEcbXml(whole, { metadata: catalog }));
    expect(large.result.dataset.snapshots).toHaveLength(rows.length);
    expect(large.steps / small.steps).toBeLessThan(5);
  });

  it('imports the real daily file: one day, 30 currencies and EUR, each rate as written', () => {
    const xml = ecbDailyXml();
    const { dataset, warnings } = importEcbXml(xml, { metadata: catalog });
    expect(warnings).toEqual([]);
    expect(dataset.pivot).toBe('EUR');
    expect(dataset.snapshots).toHaveLength(1);
    expect(dataset.snapshots[0]!.date).toBe('2025-05-09');
    expect(dataset.snapshots[0]!.updated_at).toBe('2025-05-09T14:00:00Z');
    // The expected values, read from the file by a plain regex rather than the importer's scanner.
    const expected = [...xml.matchAll(/currency='([A-Z]{3})' rate='([\d.]+)'/g)].map(([, code, rate]) => [code!, Number(rate)] as const);
    expect(expected).toHaveLength(30);
    expect(dataset.fiat).toEqual([...expected.map(([code]) => code), 'EUR'].sort());
    const snapshot = dataset.snapshots[0]!;
    for (const [code, rate] of expected) expect(snapshot.rates[dataset.fiat.indexOf(code)]).toBe(rate);
    expect(snapshot.rates[dataset.fiat.indexOf('GBP')]).toBe(0.8477);
  });

  it('reads bytes as well as text', () => {
    const xml = ecbDailyXml();
    expect(importEcbXml(new TextEncoder().encode(xml), { metadata: catalog })).toEqual(importEcbXml(xml, { metadata: catalog }));
  });

  it('reads the many-day variants (90 days, history) as the CSV of the same rows', () => {
    const { codes, rows } = ecbCsvTable();
    const some = [...rows.slice(0, 64), ...rows.slice(5300, 5360)];
    const fromXml = importEcbXml(xmlOf(some, codes), { metadata: catalog });
    const csv = `Date,${codes.join(',')},\n${some.map((r) => `${r.date},${r.cells.join(',')},`).join('\n')}\n`;
    const fromCsv = importEcbCsv(csv, { metadata: catalog });
    expect(withoutDigests(fromXml.dataset)).toEqual(withoutDigests(fromCsv.dataset));
    expect(fromXml.dataset.snapshots).toHaveLength(124);
    // Only the CSV has columns that these rows never quote (TRL, ...); the XML simply omits them.
    expect(fromXml.warnings).toEqual(fromCsv.warnings.filter((w) => w.kind !== 'never_quoted'));
    expect(fromCsv.warnings.filter((w) => w.kind === 'never_quoted').length).toBeGreaterThan(0);
  });

  it('accepts double quotes, explicit end tags, comments and whitespace where XML allows them', () => {
    const xml = `<?xml version="1.0"?>\n<!-- a note -->\n<gesmes:Envelope a="1">\n<gesmes:subject>R &amp; R</gesmes:subject>\n<Cube >\n  <Cube time="2024-01-02" >\n  <Cube currency="USD" rate="1.0956" ></Cube>\n  <!-- inside -->\n  <Cube rate='155.52' currency='JPY' />\n  </Cube>\n</Cube>\n</gesmes:Envelope>\n`;
    const { dataset } = importEcbXml(xml, { metadata: catalog });
    expect(dataset.fiat).toEqual(['EUR', 'JPY', 'USD']);
    expect(dataset.snapshots[0]!.rates).toEqual([1, 155.52, 1.0956]);
  });

  it("adds today's daily file to the history zip with combineDatasets", async () => {
    const zip = await ecbImport();
    const daily = importEcbXml(ecbDailyXml(), { metadata: catalog });
    const { dataset, warnings } = combineDatasets([zip.dataset, daily.dataset]);
    // 2025-05-09 is in both: the same publication, kept once.
    expect(dataset.snapshots).toHaveLength(6983);
    expect(warnings.filter((w) => w.kind === 'duplicate_date').map((w) => w.date)).toEqual(['2025-05-09']);
    // Both captured at 2025-05-09T14:00:00Z: the warning names that time once, never "at T, not T".
    const duplicate = warnings.find((w) => w.kind === 'duplicate_date')!.message;
    expect(duplicate.match(/\d{4}-\d\d-\d\dT[\d:]+Z/g)).toHaveLength(1);
    const ds = loadDataset(dataset);
    expect(history(ds, { date: '2025-05-10', base: 'EUR' }, { now: NOW }).rates.USD).toBe(1.1252);
  });
});
