/** Types of run.mjs, for test/runtimes/runtimes.test.ts. */
export declare const RUNTIMES: readonly string[];

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

export declare function commandFor(name: string): RuntimeCommand;
export declare function runRuntime(name: string, options?: { timeoutMs?: number }): Promise<RuntimeResult>;
