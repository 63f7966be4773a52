/** Types of run.mjs, for test/runtimes/runtimes.test.ts. */
export declare const RUNTIMES: readonly string[];
export declare const HTTP_TARGETS: readonly string[];
export declare const LIVE_MODES: readonly ('native' | 'table')[];

/** Which cases to run: `http` (conformance.mjs) or `live` (liveConformance.mjs) in one windows-1251 mode. */
export interface SuiteOptions {
  readonly suite?: 'http' | 'live';
  readonly mode?: 'native' | 'table';
}

export interface RuntimeCommand {
  readonly name: string;
  readonly command?: string[];
  readonly version?: string;
  /** Why the runtime cannot run on this machine (no binary, or the binary does not execute). */
  readonly skip?: string;
  /** The machine is supported but node_modules lacks the binary: a failure. */
  readonly missing?: string;
}

export interface RuntimeResult {
  readonly name: string;
  readonly version?: string;
  readonly skip?: string;
  /** Exit code 0, a result line, no failed case and at least one passed. */
  readonly ok: boolean;
  readonly passed: number;
  readonly failed: number;
  /** `<runtime>: N passed, M failed (...)`, or why there is no such line. */
  readonly line: string;
  /** Everything the runtime printed. */
  readonly output: string;
  readonly ms: number;
}

export declare function commandFor(name: string, options?: SuiteOptions): RuntimeCommand;
export declare function runRuntime(name: string, options?: SuiteOptions & { timeoutMs?: number }): Promise<RuntimeResult>;
