// Entry `ratebook/sources`: the official-sources table `currency().sources` reads (generated from
// the recorded documents of every central bank, 3 kB minified), apart from the core so that an app
// that never asks who quotes a currency does not ship it. Importing this entry registers it;
// without it `currency()` leaves `sources` out (docs/sources.md, "Official sources per currency").
import { registerSourceTable } from './sourcesEngine.js';

// The one thing this entry does when loaded (package.json lists it under sideEffects, so a bundler
// keeps `import 'ratebook/sources'`).
registerSourceTable();
