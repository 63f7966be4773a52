// The container image's HEALTHCHECK: asks GET /healthz where `ratebook serve` listens, read from the
// variables serve reads, in its order (RATEBOOK_PORT, then PORT; RATEBOOK_HOST, then HOST; default
// 127.0.0.1:8787). Exits 0 on a 200 within 2.5 s, 1 otherwise. The slim image has no curl, and needs none.
const env = process.env;
const port = env.RATEBOOK_PORT || env.PORT || '8787';
const host = env.RATEBOOK_HOST || env.HOST || '127.0.0.1';
// A wildcard address listens on every interface, this container's loopback among them.
const target = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
const url = `http://${target.includes(':') ? `[${target}]` : target}:${port}/healthz`;
fetch(url, { signal: AbortSignal.timeout(2500) }).then(
  (res) => process.exit(res.status === 200 ? 0 : 1),
  () => process.exit(1),
);
