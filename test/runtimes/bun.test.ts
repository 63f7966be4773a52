import { describeRuntime } from './runtimeSuite.js';

describeRuntime('bun');
