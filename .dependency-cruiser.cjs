// The house rules of src/ (STYLE.md, "Edges side by side" and "One thing, one place"), checked by
// `npm run lint:deps` in `npm test`. Type-only imports count: an edge that needs another edge's
// types is wired to it all the same. The edges are http/, node/, live/, redis/, cloudflare/ and cli/; the
// importers read feeds; everything else in src/ is the core.
const EDGES = 'http|node|live|redis|cli|cloudflare';
// A feed's tests sit in its folder (src/feeds/<id>/*.test.ts) and are not shipped: they may use the
// edges, node:* and the helpers of test/, as test/ does; no shipped module imports them.
const TESTS = '\\.test\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'edge-imports-edge',
      comment: 'Edges are leaves over the core: http, live and redis import no other edge (what two edges share belongs in src/contracts or the core).',
      severity: 'error',
      from: { path: '^src/(http|live|redis)/' },
      to: { path: `^src/(${EDGES})/`, pathNot: '^src/$1/' },
    },
    {
      name: 'cloudflare-imports-edge',
      comment: 'cloudflare/ is a whole Worker: it runs the http handler and a live dataset (http and live, as the CLI wires them for serve) and imports no other edge.',
      severity: 'error',
      from: { path: '^src/cloudflare/' },
      to: { path: '^src/(node|redis|cli)/' },
    },
    {
      name: 'node-imports-edge',
      comment: 'node/ runs the http handler through what the two share (src/contracts: reply, problem) and imports no other edge.',
      severity: 'error',
      from: { path: '^src/node/' },
      to: { path: '^src/(http|live|redis|cli|cloudflare)/' },
    },
    {
      name: 'core-imports-edge',
      comment: 'The core takes plain values and returns plain objects: it imports no edge and no importer.',
      severity: 'error',
      from: { path: '^src/', pathNot: `^src/(${EDGES}|importers|feeds)/` },
      to: { path: `^src/(${EDGES}|importers|feeds)/` },
    },
    {
      name: 'importer-imports-edge',
      comment: 'The importers and the feeds (src/feeds/<id>/) read documents into datasets; the edges use them, never the other way.',
      severity: 'error',
      from: { path: '^src/(importers|feeds)/', pathNot: TESTS },
      to: { path: `^src/(${EDGES})/` },
    },
    {
      name: 'contracts-import-code',
      comment: 'src/contracts is what the edges share: it imports only types, the dataset version and errors.',
      severity: 'error',
      from: { path: '^src/contracts/' },
      to: { pathNot: '^src/(contracts/.+|dataset/version\\.ts|errors\\.ts)$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'rates-take-parsed-values',
      comment: 'Operations parse their parameters (params/) before they call rates/: rates/ computes from parsed values and imports neither params/ nor ops/.',
      severity: 'error',
      from: { path: '^src/rates/' },
      to: { path: '^src/(params|ops)/' },
    },
    {
      name: 'policies-load-when-imported',
      comment:
        "The rate policies (src/policy/, and the ops that apply one: policyPair, policyRates, policySeries) load only where `ratebook/policies` is imported: the core reaches them through ops/entryRegistry.ts alone (types aside); the CLI registers them itself, the handler on the first request that names a policy (a chunk it imports then).",
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/(policy|http|cli)/', '^src/ops/policy(Pair|Rates|Series)\\.ts$', TESTS] },
      to: { path: ['^src/policy/', '^src/ops/policy(Pair|Rates|Series)\\.ts$'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'receipts-load-when-imported',
      comment:
        "The receipts (ops/explainConversion.ts, rates/receipt.ts: the dataset's version with its SHA-256; rates/legalBasis.ts: the laws and bases of a legal route) load only where `ratebook/receipts` is imported: the core reaches them through ops/entryRegistry.ts alone (types aside); the CLI registers them itself, the handler on the first request with `explain` (a chunk it imports then).",
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/(receipts|http|cli)/', '^src/ops/explainConversion\\.ts$', TESTS] },
      to: { path: ['^src/receipts/', '^src/ops/explainConversion\\.ts$', '^src/rates/receipt\\.ts$', '^src/rates/legalBasis\\.ts$'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'sources-load-when-imported',
      comment:
        "The official-sources table (registry/officialSources.ts, read by registry/sourcesOf.ts) loads only where `ratebook/sources` is brought (src/sources/): `currency()` reaches it through ops/entryRegistry.ts alone; the handler (its /v1/currency chunk) and the CLI register it themselves.",
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/(sources|http|cli)/', '^src/registry/sourcesOf\\.ts$', TESTS] },
      to: { path: ['^src/sources/', '^src/registry/(officialSources|sourcesOf)\\.ts$'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'code-imports-no-test',
      comment: "A feed's tests sit in its folder (src/feeds/<id>/*.test.ts) with the helpers of test/; no shipped module imports either.",
      severity: 'error',
      from: { path: '^src/', pathNot: TESTS },
      to: { path: ['^test/', TESTS] },
    },
    {
      name: 'no-circular',
      comment: 'A module never reaches itself again through its imports (a type imported back included).',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'node-builtin-outside-node',
      comment: 'Only node/, cli/ and redis/ may use node:* modules; everything else runs on any runtime.',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/(node|cli|redis)/', TESTS] },
      to: { dependencyTypes: ['core'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // data/dataset.json?raw is the embedded dataset, loaded by the build's plugin, not a module.
    exclude: { path: '\\?raw$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
