import * as esbuild from 'esbuild';
import { builtinModules } from 'node:module';
import { relative } from 'node:path';
const entry = process.argv[2];
const r = await esbuild.build({ absWorkingDir: process.cwd(), bundle: true, minify: true, format: 'esm', platform: 'neutral', mainFields: ['module','main'], target: 'es2022', external: [...builtinModules,'node:*','fast-check','ioredis','redis'], write: false, logLevel: 'silent', metafile: true, entryPoints: [entry], outdir: 'out', splitting: true });
const outs = r.metafile.outputs;
const main = Object.keys(outs).find((n) => outs[n].entryPoint === entry);
const eager = new Set([main]);
for (const n of eager) for (const i of outs[n].imports) if (i.kind === 'import-statement' && !i.external) eager.add(i.path);
for (const n of Object.keys(outs)) { const o = outs[n]; console.log(eager.has(n) ? 'EAGER' : 'lazy ', o.bytes, n, Object.keys(o.inputs).join(' ').slice(0, 150)); }
