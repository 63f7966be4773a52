import { describeRuntime } from './runtimeSuite.js';

describeRuntime('deno');
