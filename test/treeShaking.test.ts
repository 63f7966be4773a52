import { existsSync } from 'node:fs';
import * as esbuild from 'esbuild';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { BUNDLE_OPTIONS, bundleText } from '../bench/size.mjs';

// Issue 42, "what an app imports is what it ships": a user's bundler drops a module-level statement
// of ratebook only when it can prove the statement pure. tsup merges modules into shared chunks, so
// dist/ keeps every top-level value of a chunk that a call computes (`cacheSlot('rate tables')`,
// valibot's `pipe(string(), check(...))`, the calendars' `byYear(...)`) unless the call is marked
// `/* @__PURE__ */` in src/ (esbuild keeps the mark in dist/). This bundles dist/ as
// bench/size.mjs does, unminified, and lists every top-level declaration nothing in the bundle reads:
// a bundler kept it only because it could not prove it pure. Needs `npm run build` first (`npm test`
// builds before it runs the tests).
const root = new URL('..', import.meta.url).pathname;

/** The names of the bundle's top-level declarations that no other identifier of the bundle names. */
function unreadTopLevel(text: string): string[] {
  const file = ts.createSourceFile('bundle.js', text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.JS);
  const declared = new Map<string, ts.Node>();
  for (const statement of file.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) if (ts.isIdentifier(d.name)) declared.set(d.name.text, d.name);
    } else if ((ts.isClassDeclaration(statement) || ts.isFunctionDeclaration(statement)) && statement.name) {
      declared.set(statement.name.text, statement.name);
    }
  }
  const read = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && declared.has(node.text) && declared.get(node.text) !== node) {
      const parent = node.parent;
      const isPropertyName =
        (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        ((ts.isPropertyAssignment(parent) || ts.isMethodDeclaration(parent) || ts.isPropertyDeclaration(parent)) && parent.name === node);
      if (!isPropertyName) read.add(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return [...declared.keys()].filter((name) => !read.has(name));
}

describe('tree shaking of dist/', () => {
  it('leaves no top-level statement of an unused module in a bundle of `convert` alone', async () => {
    expect(existsSync(`${root}dist/index.js`), 'no dist/: run `npm run build` first').toBe(true);
    const text = await bundleText("export { convert } from './dist/index.js';");
    expect(unreadTopLevel(text)).toEqual([]);
    // Named markers of modules convert never calls: the banks' closing days, the locale schema, the
    // caches of other operations.
    for (const marker of ['CLOSING_DAYS', 'LocaleSchema', '"rate tables"', '"currencies by locale"', '"locale index"']) {
      expect(text, marker).not.toContain(marker);
    }
  });

  it("leaves the general calendars and the series body out of what the handler loads at once (they load with the policies' and the series' chunks)", async () => {
    expect(existsSync(`${root}dist/http.js`), 'no dist/: run `npm run build` first').toBe(true);
    // Split as bench/size.mjs splits: the entry's file and the chunks it imports statically.
    const result = await esbuild.build({ ...BUNDLE_OPTIONS, minify: false, entryPoints: ['dist/http.js'], splitting: true, outdir: 'out', metafile: true });
    const outputs = result.metafile.outputs;
    const eager = new Set([Object.keys(outputs).find((name) => outputs[name]!.entryPoint === 'dist/http.js')!]);
    for (const name of eager) for (const i of outputs[name]!.imports) if (i.kind === 'import-statement' && !i.external) eager.add(i.path);
    const text = (loaded: boolean) =>
      result.outputFiles
        .filter((file) => [...eager].some((name) => file.path.endsWith(`/${name}`)) === loaded)
        .map((file) => file.text)
        .join('\n');
    // The banks' closing days, the tax authorities' periods and the sources' calendars: policy=
    // needs them, the stale header and /v1/status of a plain dataset do not (datasetStaleAt).
    // And the Time series body (http/seriesJson.ts), which only the series routes' chunk writes.
    for (const marker of ['CLOSING_DAYS', 'Treasury Reporting Rates of Exchange', 'function sourceCalendar', 'function seriesHeadJson']) {
      expect(text(true), marker).not.toContain(marker);
      expect(text(false), marker).toContain(marker);
    }
    expect(text(true)).toContain('function datasetStaleAt');
  });

  it('finds a top-level value a call computes and nothing reads', () => {
    expect(unreadTopLevel('var USED = f();\nvar KEPT = g(USED);\nexport { KEPT };\nvar DEAD = h({ USED });')).toEqual(['DEAD']);
  });
});
