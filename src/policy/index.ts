// Entry `ratebook/policies`: the rate policies (the built-ins with their legal basis, definePolicy,
// the sources' calendars they read), apart from the core so that an app that converts without a
// policy does not ship them. Importing this entry registers them, and from then on the operations of
// `ratebook` take `policy: 'pl-pit'` or a defined policy.
import { registerPolicyEngine } from './policyEngine.js';

// The one thing this entry does when loaded (package.json lists it under sideEffects, so a bundler
// keeps `import 'ratebook/policies'`).
registerPolicyEngine();

export { definePolicy } from './definePolicy.js';
export { policies } from './policies.js';
export type { Policy, PolicyId, PolicyBasis, PolicyPeriod, PolicyPublicationTime, PolicyRateType, PolicySelect } from './types.js';
export type { PolicyAccount } from '../types.js';
