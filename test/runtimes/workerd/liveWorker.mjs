/**
 * The Worker of the live-source conformance, bundled by live.mjs: `ratebook-test:decoder-probe` is
 * the probe of the run's mode (textDecoderNative.mjs or textDecoderTable.mjs), imported first so it
 * is in place before the built package loads; `ratebook-test:central-banks` is the recorded
 * documents, read by live.mjs at test time and bundled as base64 (never committed). At `/__live` it
 * runs the mode's cases inside workerd and answers `{ result, probe, label }`.
 */
import { decoderProbe } from 'ratebook-test:decoder-probe';
import encoded from 'ratebook-test:central-banks';
import { liveLabel, runLiveConformance } from '../liveConformance.mjs';

const bytes = (base64) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

export default {
  async fetch(request) {
    if (new URL(request.url).pathname !== '/__live') return new Response('not found', { status: 404 });
    const documents = Object.fromEntries(Object.entries(encoded).map(([path, base64]) => [path, bytes(base64)]));
    const result = await runLiveConformance(documents, decoderProbe);
    return Response.json({ result, probe: decoderProbe, label: liveLabel(decoderProbe) });
  },
};
