import { describeRuntime } from './runtimeSuite.js';

describeRuntime('cloudflare');
