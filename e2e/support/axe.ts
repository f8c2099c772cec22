// The accessibility engine the journeys run: the journeys' own axe-core, not the older copy
// @axe-core/playwright brings along. Rules become stricter with each release (4.14 checks that a
// control's accessible name holds the words it shows), so the journeys follow the current axe.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The file the journeys inject into each page. */
export const AXE_SOURCE_FILE = require.resolve('axe-core/axe.min.js');
export const axeSource = readFileSync(AXE_SOURCE_FILE, 'utf8');
export const axeVersion: string = (require('axe-core/package.json') as { version: string }).version;
