// Starts Leadpilot for the browser tests on a fresh embedded database.
import { rmSync } from 'node:fs';

const dataDir = process.env.DATA_DIR;
if (!dataDir?.includes('e2e-data')) throw new Error('DATA_DIR must be the end-to-end data folder');
rmSync(dataDir, { recursive: true, force: true });
await import('../../apps/server/src/main.ts');
