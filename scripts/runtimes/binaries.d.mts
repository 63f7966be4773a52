/** Types of binaries.mjs. */
export declare const ROOT: string;
export declare function locate(name: 'bun' | 'deno' | 'workerd'): { name: string; bin?: string; version?: string; skip?: string; missing?: string };
export declare const BINARIES: string;
export declare function locateMiniflare(): { name: 'miniflare'; module?: string; version?: string; skip?: string; missing?: string };
