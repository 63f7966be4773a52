import { describe, expect, it, vi } from 'vitest';
import { RatebookError } from '../../src/errors.js';
import { importEcbCsv, importEcbZip } from '../../src/importers/index.js';
import { readXmlTree } from '../../src/importers/readers/xmlTree.js';
import { catalog } from './catalog.js';
import { withoutDigests } from './fixtures.js';
import { ecbDailyXml, ecbZip } from './ecbFiles.js';
import { bankText } from './banks/recorded.js';
import { importBnr } from '../../src/feeds/bnr/bnr.js';
import { importBoc } from '../../src/feeds/boc/boc.js';
import { importBoe } from '../../src/feeds/boe/boe.js';
import { importBoi } from '../../src/feeds/boi/boi.js';
import { importCbr } from '../../src/feeds/cbr/cbr.js';
import { importCnb } from '../../src/feeds/cnb/cnb.js';
import { importFred } from '../../src/feeds/fred/fred.js';
import { importNbp } from '../../src/feeds/nbp/nbp.js';
import { importNbu } from '../../src/feeds/nbu/nbu.js';
import { importNorgesBank } from '../../src/feeds/norges-bank/norgesBank.js';
import { importRba } from '../../src/feeds/rba/rba.js';
import { importRiksbank } from '../../src/feeds/riksbank/riksbank.js';
import { importTcmb } from '../../src/feeds/tcmb/tcmb.js';
import { importCoinGecko } from '../../src/feeds/coingecko/coinGecko.js';
import { importEcbXml } from '../../src/feeds/ecb/ecbXml.js';
import { importFawazahmed0 } from '../../src/feeds/fawazahmed0/fawazahmed0.js';
import { importOxr } from '../../src/feeds/oxr/openExchangeRates.js';

const MiB = 1024 * 1024;
// 17 MiB of 0xFF: not UTF-8 from its first byte, so a decoder reaching it would say `invalid_feed`.
const oversize = () => new Uint8Array(17 * MiB).fill(0xff);

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof RatebookError ? error.code : `not a RatebookError: ${String(error)}`;
  }
  return undefined;
}

const IMPORTERS: [string, (input: never, options: { metadata: typeof catalog; maxBytes?: number }) => unknown][] = [
  ['importEcbXml', importEcbXml],
  ['importEcbCsv', importEcbCsv],
  ['importOxr', importOxr],
  ['importFawazahmed0', importFawazahmed0],
  ['importCoinGecko', importCoinGecko],
  ['importNbp', importNbp],
  ['importCnb', importCnb],
  ['importBoc', importBoc],
  ['importNorgesBank', importNorgesBank],
  ['importRba', importRba],
  ['importBoe', importBoe],
  ['importBoi', importBoi],
  ['importCbr', importCbr],
  ['importRiksbank', importRiksbank],
  ['importNbu', importNbu],
  ['importBnr', importBnr],
  ['importTcmb', importTcmb],
];

describe('bounded parsing', () => {
  it('refuses a 17 MiB document unread with feed_too_large, in every importer (default maxBytes 16 MiB)', async () => {
    const big = oversize();
    const decode = vi.spyOn(TextDecoder.prototype, 'decode');
    try {
      for (const [name, run] of IMPORTERS)
        expect(
          codeOf(() => run(big as never, { metadata: catalog })),
          name,
        ).toBe('feed_too_large');
      expect(codeOf(() => importFred([{ seriesId: 'DEXUSEU', body: big }], { metadata: catalog }))).toBe('feed_too_large');
      await expect(importEcbZip(big, { metadata: catalog })).rejects.toMatchObject({ code: 'feed_too_large' });
      // Refused before decoding: no decoder ever saw the bytes.
      expect(decode).not.toHaveBeenCalled();
    } finally {
      decode.mockRestore();
    }
  });

  it('names the document, counts text as UTF-8 and takes a named file or one of several', () => {
    const error = (() => {
      try {
        importFawazahmed0(
          [
            { name: 'a.json', bytes: new Uint8Array(10) },
            { name: 'huge.json', bytes: oversize() },
          ],
          { metadata: catalog },
        );
      } catch (e) {
        return e as RatebookError;
      }
    })();
    expect(error?.code).toBe('feed_too_large');
    expect(error?.status).toBe(500);
    expect(error?.message).toMatch(/^huge\.json: at least 17825792 bytes, over the limit of 16777216/);
    // 6 MiB of a 3-byte character is 18 MiB of UTF-8, though only 6 Mi characters long.
    expect(codeOf(() => importEcbXml('€'.repeat(6 * MiB), { metadata: catalog }))).toBe('feed_too_large');
    expect(codeOf(() => importEcbXml('€'.repeat(5 * MiB), { metadata: catalog }))).toBe('invalid_feed');
  });

  it('takes maxBytes as an option: the same document passes under a larger limit and is refused under a smaller one', () => {
    const xml = ecbDailyXml();
    expect(importEcbXml(xml, { metadata: catalog, maxBytes: xml.length }).dataset.snapshots).toHaveLength(1);
    expect(codeOf(() => importEcbXml(xml, { metadata: catalog, maxBytes: xml.length - 1 }))).toBe('feed_too_large');
    expect(codeOf(() => importCbr(bankText('cbr/cbr-1.xml'), { metadata: catalog, maxBytes: 1000 }))).toBe('feed_too_large');
    for (const bad of [0, -1, Number.NaN, '16' as unknown as number])
      expect(codeOf(() => importEcbXml(xml, { metadata: catalog, maxBytes: bad }))).toBe('invalid_parameter');
  });

  it('keeps the zip archive and its entry under the limit', async () => {
    const zip = ecbZip();
    await expect(importEcbZip(zip, { metadata: catalog, maxBytes: zip.byteLength - 1 })).rejects.toMatchObject({ code: 'feed_too_large' });
    // The archive passes, its inflated CSV does not: refused with the entry's name.
    await expect(importEcbZip(zip, { metadata: catalog, maxBytes: zip.byteLength })).rejects.toMatchObject({
      code: 'feed_too_large',
      message: expect.stringMatching(/^eurofxref-hist\.csv: /),
    });
  });

  it('reads a 1 MB document of 140,000 comments without a stack overflow, with the proper answer', () => {
    const xml = ecbDailyXml();
    const comments = '<!---->'.repeat(140_000);
    expect(comments.length).toBeGreaterThan(900_000);
    // After the declaration, and between elements.
    const at = xml.indexOf('<gesmes:Envelope');
    const commented = `${xml.slice(0, at)}${comments}${xml.slice(at).replace('<Cube>', `<Cube>${comments}`)}`;
    expect(commented.length).toBeGreaterThan(1_900_000);
    const plain = importEcbXml(xml, { metadata: catalog });
    const read = importEcbXml(commented, { metadata: catalog });
    expect(withoutDigests(read.dataset)).toEqual(withoutDigests(plain.dataset));
    expect(read.warnings).toEqual(plain.warnings);
    // The tree reader the banks use too.
    const tree = readXmlTree(`<a>${comments}<b>1</b>${comments}<b>2</b></a>`);
    expect(tree.children.map((e) => [e.path, e.text])).toEqual([
      ['/a/b[1]', '1'],
      ['/a/b[2]', '2'],
    ]);
    // Unterminated, it is a clean invalid_feed at the comment, not a RangeError.
    expect(codeOf(() => importEcbXml(`${xml.slice(0, at)}${comments}<!-- no end`, { metadata: catalog }))).toBe('invalid_feed');
  });

  it('reads a tree as deep as allowed without recursion and names the paths as before', () => {
    const deep = `${'<e>'.repeat(16)}x${'</e>'.repeat(16)}`;
    let element = readXmlTree(deep);
    for (let depth = 1; depth < 16; depth++) element = element.children[0]!;
    expect(element.path).toBe(`/e${'/e'.repeat(15)}`);
    expect(element.text).toBe('x');
    expect(codeOf(() => readXmlTree(`${'<e>'.repeat(17)}${'</e>'.repeat(17)}`))).toBe('invalid_feed');
  });
});

describe('importTcmb plausibility', () => {
  const day = () => {
    const doc = JSON.parse(bankText('tcmb/tcmb-1.json')) as { totalCount: number; items: Record<string, unknown>[] };
    const item = doc.items.find((i) => typeof i.TP_DK_USD_A_YTL === 'string')!;
    return { doc: { totalCount: 1, items: [item] }, item };
  };
  const refusal = (change: (item: Record<string, unknown>) => void): string => {
    const { doc, item } = day();
    change(item);
    try {
      importTcmb(JSON.stringify(doc), { metadata: catalog });
    } catch (error) {
      return error instanceof RatebookError ? `${error.code}: ${error.message}` : String(error);
    }
    return 'accepted';
  };

  it('accepts the recorded day as it is', () => {
    expect(refusal(() => undefined)).toBe('accepted');
  });

  it('refuses a buying rate above the selling rate', () => {
    expect(refusal((item) => ([item.TP_DK_USD_A_YTL, item.TP_DK_USD_S_YTL] = [item.TP_DK_USD_S_YTL, item.TP_DK_USD_A_YTL]))).toMatch(
      /^invalid_feed: items\[0\]\.TP_DK_USD_A_YTL: buying rate [\d.]+ is above the selling rate [\d.]+ \(TP_DK_USD_S_YTL\)$/,
    );
  });

  it('refuses 1e-20, a huge value and a spread beyond 10 %', () => {
    expect(refusal((item) => ((item.TP_DK_EUR_A_YTL = '0.00000000000000000001'), (item.TP_DK_EUR_S_YTL = '0.00000000000000000002')))).toMatch(
      /^invalid_feed: items\[0\]\.TP_DK_EUR_A_YTL: buying rate 0\.00000000000000000001 TRY is outside the plausible/,
    );
    expect(refusal((item) => ((item.TP_DK_EUR_A_YTL = '50'), (item.TP_DK_EUR_S_YTL = '10000000')))).toMatch(
      /selling rate 10000000 TRY is outside the plausible/,
    );
    expect(refusal((item) => ((item.TP_DK_EUR_A_YTL = '50'), (item.TP_DK_EUR_S_YTL = '60')))).toMatch(
      /selling rate 60 is more than 10 % over the buying rate 50$/,
    );
  });
});
