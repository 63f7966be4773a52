import type { BuildOptions } from 'esbuild';

/** How a user's bundler is modelled (bench/size.mjs). */
export declare const BUNDLE_OPTIONS: BuildOptions & { readonly write: false };

/** Bundles an entry file, or a module text importing from dist/: raw and gzip sizes in bytes. */
export declare function bundle(options: { entry?: string; contents?: string; minify?: boolean; whole?: boolean }): Promise<{ bytes: number; gzip: number }>;

/** The unminified text of a module text importing from dist/, bundled as a user's bundler would. */
export declare function bundleText(contents: string): Promise<string>;
