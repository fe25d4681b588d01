/**
 * Rewrites README.md's condition table from the catalogue:
 * `pnpm --filter @healthscreen/risk-engine readme:update` (then Prettier pads the columns).
 */
import { readFileSync, writeFileSync } from 'node:fs';

import { replaceConditionsTable } from './conditions-table.js';

const README = new URL('../../README.md', import.meta.url);
writeFileSync(README, replaceConditionsTable(readFileSync(README, 'utf8')));
console.log('README.md: condition table regenerated from the catalogue');
