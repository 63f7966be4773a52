import { describeRuntime } from './runtimeSuite.js';

describeRuntime('workerd');
