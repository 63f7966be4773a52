// Child of seriesLoad.mjs: the fetch handler over the ECB's whole history (6,983 dates, imported
// from the real eurofxref-hist.zip), served by ratebook/node's serve on 127.0.0.1 and a random port;
// prints `{ port, pool }` once listening (`pool`: the codes quoted on every date). The first argument
// is the dist/ directory to load, so the same bench runs against another build (a "before").
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const dist = process.argv[2];
const load = (name) => import(pathToFileURL(`${dist}/${name}.js`).href);
const [{ createFetchHandler }, { importEcbZip }, { loadDataset }, { defaultDataset }, { serve }] = await Promise.all(
  ['http', 'importers', 'index', 'data', 'node'].map(load),
);

const zip = new URL('../../test/fixtures/ecb/eurofxref-hist.zip', import.meta.url);
const { dataset } = await importEcbZip(new Uint8Array(readFileSync(zip)), { metadata: defaultDataset });
const ds = loadDataset(dataset);
const pool = ds.fiat.filter((code) => ds.snapshots.every((s) => !Number.isNaN(s.values[ds.codes.indexOf(code)])));
const handler = createFetchHandler({ dataset: ds, auth: false, now: () => new Date('2026-11-01T00:00:00Z') });
const { port } = await serve(handler, { host: '127.0.0.1', port: 0 });
process.stdout.write(`${JSON.stringify({ port, pool, dates: ds.snapshots.length })}\n`);
