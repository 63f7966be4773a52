import { describe, expect, it } from 'vitest';
import { loadDataset, rates } from '../../index.js';

import { feedSource } from '../../live/index.js';
import { catalog } from '../../../test/importers/catalog.js';
import { liveRound } from '../../../test/importers/banks/liveRound.js';
import {
  bankFile,
  bankText,
  bigOf,
  crossCheck,
  datasetValues,
  entriesOf,
  expectedRate,
  expectFeedPath,
  HTML_ERROR,
  lineColumn,
} from '../../../test/importers/banks/recorded.js';
import { BAM_CODES, bamCalendar, importBam } from './bam.js';
import { importSarb } from '../sarb/sarb.js';

const options = { metadata: catalog, allowMinimalMetadata: true };
const FILES = entriesOf('bam').map((entry) => entry.file);
const documents = () => FILES.map((file) => ({ name: file, bytes: bankFile(file) }));
type Row = { date: string; libDevise: string; moyen: number; uniteDevise: number };

describe('importBam', () => {
  const result = importBam(documents(), options);

  it('reads every row of the 3 recorded days: dirhams per unit, per 10 or per 100, the repeated rows of 26 March kept once', () => {
    const rows = FILES.flatMap((file) =>
      [...bankText(file).matchAll(/"date":"([\d-]+)T12:30:00","libDevise":"(\w+)","moyen":([\d.]+),"uniteDevise":(\d+)/g)].map((m) => ({
        date: m[1]!,
        code: m[2]!,
        mid: m[3]!,
        units: m[4]!,
      })),
    );
    expect(rows).toHaveLength(FILES.reduce((n, file) => n + bankText(file).split('"libDevise"').length - 1, 0));
    expect(rows).toHaveLength(118);
    const distinct = new Map(rows.map((row) => [`${row.date} ${row.code}`, row]));
    expect(distinct.size).toBe(90);
    expect(new Set(rows.map((row) => `${row.date} ${row.code} ${row.mid} ${row.units}`)).size).toBe(90);
    const values = datasetValues(result.dataset);
    expect(values.size).toBe(90);
    for (const { date, code, mid, units } of distinct.values()) {
      expect(bigOf(values.get(`${date} ${BAM_CODES[code] ?? code}`)!).eq(expectedRate(mid, units, true)), `${date} ${code}`).toBe(true);
    }
    // Worked out apart with python3's decimal module (12 significant digits, half-even).
    expect(values.get('2026-03-25 USD')).toBe(0.107308802541);
    expect(values.get('2026-03-25 JPY')).toBe(17.0590242238);
    expect(values.get('2026-03-25 DZD')).toBe(14.220705347);
    expect(result.warnings.filter((w) => w.kind === 'duplicate_date').map((w) => w.date)).toEqual(['2026-03-26']);
    expect(result.provenance['2026-03-27']).toEqual([{ provider: 'bam', table: 'CoursVirement' }]);
    expect(result.dataset.snapshots[0]).toMatchObject({ date: '2026-03-25', updated_at: '2026-03-25T11:30:00Z' });
    expect(result.dataset.pivot).toBe('MAD');
    expect(bamCalendar.zone).toBe('Africa/Casablanca');
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });

  it('agrees with the SARB within 5 % on every shared date and code (the units right)', () => {
    const sarb = importSarb(
      entriesOf('sarb').map((entry) => bankFile(entry.file)),
      options,
    ).dataset;
    const { agree, disagree } = crossCheck(sarb, result.dataset);
    expect(disagree).toEqual([]);
    expect(agree).toBeGreaterThan(20);
  });
});

describe('importBam refuses', () => {
  const run = (change: (rows: Row[]) => void) => () => {
    const rows = JSON.parse(bankText(FILES[0]!)) as Row[];
    change(rows);
    return importBam(JSON.stringify(rows), options);
  };

  it('a changed unit (an odd uniteDevise), a swapped column (moyen and uniteDevise)', async () => {
    await expectFeedPath(
      run((rows) => (rows[4]!.uniteDevise = 50)),
      '[4].uniteDevise',
    );
    await expectFeedPath(
      run((rows) => Object.assign(rows[4]!, { moyen: rows[4]!.uniteDevise, uniteDevise: rows[4]!.moyen })),
      '[4].uniteDevise',
    );
  });

  it('a date in the future, a duplicated row with another value', async () => {
    await expectFeedPath(
      run((rows) => (rows[0]!.date = '2099-03-25T12:30:00')),
      '[0].date',
    );
    await expectFeedPath(
      run((rows) => rows.push({ ...rows[0]!, moyen: rows[0]!.moyen + 1 })),
      '[30].moyen',
    );
  });

  it('a truncated body, an HTML error page', async () => {
    const text = bankText(FILES[0]!);
    await expectFeedPath(() => importBam(text.slice(0, 900), options), lineColumn(text, 900));
    await expectFeedPath(() => importBam(HTML_ERROR, options), 'line 1, column 1');
  });
});

describe('bam()', () => {
  it("one round over the recorded day through an injected fetch, the round's day asked first", async () => {
    const body = bankFile(FILES[2]!);
    const imported = importBam(documents(), { metadata: catalog }).dataset;
    const { asked, served } = await liveRound(feedSource('bam'), body, imported);
    expect(asked[0]).toBe('https://api.centralbankofmorocco.ma/cours/Version1/api/CoursVirement?date=2026-03-27T12:30:00');
    expect(rates(served, { base: 'MAD', symbols: 'USD,EUR' }).rates).toEqual(rates(loadDataset(imported), { base: 'MAD', symbols: 'USD,EUR' }).rates);
  });
});
