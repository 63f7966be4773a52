// Types of renderCrossBanks.mjs for the TypeScript tests that import it.

import type { CrossBanks } from './crossBanks.mjs';

export function renderCrossBanks(result: CrossBanks): string;
