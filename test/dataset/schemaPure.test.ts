import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { BUNDLE_OPTIONS } from '../../bench/size.mjs';

const root = new URL('../..', import.meta.url).pathname;

// What stays of a module nobody reads when a bundler must keep the module itself (as it must a
// chunk of dist/ that also holds code in use): every module of src/ is marked as having side
// effects, so only statements esbuild can prove pure are dropped.
async function residue(module: string): Promise<string> {
  const result = await esbuild.build({
    ...BUNDLE_OPTIONS,
    stdin: { contents: `import '${module}';`, resolveDir: root, loader: 'ts' },
    plugins: [
      {
        name: 'kept',
        setup(build) {
          build.onResolve({ filter: /^\.\.?\/.*\.js$/ }, async (args) => {
            if (args.pluginData === 'kept') return undefined;
            const resolved = await build.resolve(args.path.replace(/\.js$/, '.ts'), { resolveDir: args.resolveDir, kind: args.kind, pluginData: 'kept' });
            return { ...resolved, sideEffects: true };
          });
        },
      },
    ],
  });
  return result.outputFiles[0]!.text;
}

describe("the dataset file's schema (valibot) is built at the top level", () => {
  it('as pure calls only: a bundle that never loads a dataset keeps none of it, nor valibot', async () => {
    for (const module of ['./src/dataset/schema.js', './src/dataset/storedSchema.js']) {
      const text = await residue(module);
      expect(text, module).not.toContain('~run');
      expect(text, module).not.toContain('expected a');
    }
  });
});
