// Child process of the memory benchmark (scripts/bench/memory.ts): PGlite alone, opened on the data
// folder a Leadpilot run left, with the extensions the server loads, running a page of people and
// their count, as a search does. Its resident memory is PGlite's own need, the baseline the server's
// memory on PGlite is judged beside.
import path from 'node:path';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { announceAndAwaitStop } from './child-protocol.ts';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');
const database = await openDatabase({ dataDir: path.join(dataDir, 'pg') });
await database.query('select id from people order by id limit 25');
await database.query('select count(*) from people');
// No HTTP: the parent reads this process's memory by its pid; the port is a placeholder.
announceAndAwaitStop({ address: '127.0.0.1', family: 'IPv4', port: 0 }, () => database.close());
