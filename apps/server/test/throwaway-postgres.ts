import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { migrateDatabase, openDatabase } from '../src/db/client.ts';
import { closedPort } from './closed-port.ts';

const run = promisify(execFile);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Debian's server binaries, newest version first (`/usr/lib/postgresql/<version>/bin`); PG_BIN overrides. */
export function postgresBinaries(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((name) => existsSync(path.join(base, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) {
    throw new Error(`No PostgreSQL server binaries under ${base} (apt-get install postgresql), nor PG_BIN set.`);
  }
  return path.join(base, versions[0], 'bin');
}

/** Waits for `work` at most `ms` (a pool whose connection leaked never ends), never throwing: for clean-ups. */
export async function settleWithin(work: Promise<unknown> | undefined, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.resolve(work).catch(() => undefined),
    new Promise((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
}

export interface ThrowawayPostgres {
  /** The connection string of the database `leadpilot` on the cluster (migrated unless asked not to). */
  url: string;
  port: number;
  /** The cluster's folder (data, log, Unix socket). */
  folder: string;
  /** `pg_ctl stop -m immediate`: every server process ends at once, as in a crash (recovery at the next start). */
  crash(): Promise<void>;
  /**
   * The same crash while this process's event loop waits for it: its connections learn of it only
   * afterwards, so the next statement on an idle one is sent to a server that is gone.
   */
  crashBlocking(): void;
  /** `pg_ctl start`, on the same port, waiting until it accepts connections. */
  start(): Promise<void>;
  /** The server's log so far (for a failure's message). */
  log(): string;
  /** Stops the server (immediately) and removes its folder; safe to call twice and after a failure. */
  destroy(): Promise<void>;
}

/**
 * A PostgreSQL cluster of the test's own, never the shared service: initdb in a temporary folder
 * (trust authentication, the Unix socket in that folder too), started on a free loopback port with
 * pg_ctl, and a database `leadpilot` migrated as the harness migrates its template. As root (initdb
 * refuses root), the binaries run as the `postgres` user and the folder is handed to it.
 */
export async function startThrowawayPostgres(options: { migrate?: boolean } = {}): Promise<ThrowawayPostgres> {
  const bin = postgresBinaries();
  const folder = mkdtempSync(path.join(tmpdir(), 'leadpilot-pg-'));
  const data = path.join(folder, 'data');
  const logFile = path.join(folder, 'server.log');
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(folder, uid, gid);
  }
  const command = (name: string, args: string[]) =>
    isRoot
      ? (['runuser', ['-u', 'postgres', '--', path.join(bin, name), ...args]] as const)
      : ([path.join(bin, name), args] as const);
  const pgCtl = async (args: string[]) => {
    const [file, fullArgs] = command('pg_ctl', args);
    await run(file, [...fullArgs], { timeout: 60_000 });
  };
  const pgCtlSync = (args: string[]) => {
    const [file, fullArgs] = command('pg_ctl', args);
    execFileSync(file, [...fullArgs], { stdio: 'ignore', timeout: 60_000 });
  };

  let port = 0;
  let running = false;
  let destroyed = false;
  const startServer = async () => {
    // fsync off: a test's crash is of the server's processes, never of the machine, so what they
    // wrote is in the kernel's cache and recovery finds it; waiting for the disk would only slow it.
    const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`;
    await pgCtl(['start', '-D', data, '-w', '-t', '60', '-l', logFile, '-o', options]);
    running = true;
  };
  const removeFolder = () => rmSync(folder, { recursive: true, force: true });
  // The test process ending any way at all still takes the cluster with it.
  const onExit = () => {
    if (running || existsSync(path.join(data, 'postmaster.pid'))) {
      try {
        pgCtlSync(['stop', '-D', data, '-m', 'immediate', '-w']);
      } catch {
        // Already stopped.
      }
    }
    removeFolder();
  };
  process.once('exit', onExit);

  const cluster: ThrowawayPostgres = {
    url: '',
    port: 0,
    folder,
    async crash() {
      await pgCtl(['stop', '-D', data, '-m', 'immediate', '-w', '-t', '60']);
      running = false;
    },
    crashBlocking() {
      pgCtlSync(['stop', '-D', data, '-m', 'immediate', '-w', '-t', '60']);
      running = false;
    },
    start: startServer,
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
    async destroy() {
      if (destroyed) return;
      destroyed = true;
      process.removeListener('exit', onExit);
      if (running || existsSync(path.join(data, 'postmaster.pid'))) {
        await pgCtl(['stop', '-D', data, '-m', 'immediate', '-w', '-t', '60']).catch(() => undefined);
        running = false;
      }
      removeFolder();
    },
  };

  try {
    const [initdb, initdbArgs] = command('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
      '--no-instructions',
    ]);
    await run(initdb, [...initdbArgs], { timeout: 120_000 });
    // A free port now may be taken by the time the server binds it: try a few.
    for (let attempt = 1; ; attempt += 1) {
      port = await closedPort();
      try {
        await startServer();
        break;
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }
    cluster.port = port;
    const admin = `postgres://postgres@127.0.0.1:${port}/postgres`;
    const created = await openDatabase({ databaseUrl: admin, poolSize: 1 });
    try {
      await created.query('create database leadpilot');
    } finally {
      await created.close();
    }
    cluster.url = `postgres://postgres@127.0.0.1:${port}/leadpilot`;
    if (options.migrate !== false) {
      const handle = await openDatabase({ databaseUrl: cluster.url, poolSize: 1 });
      try {
        await migrateDatabase(handle);
      } finally {
        await handle.close();
      }
    }
    return cluster;
  } catch (error) {
    const log = cluster.log();
    await cluster.destroy();
    throw new Error(`The throwaway PostgreSQL cluster did not start: ${(error as Error).message}\n${log}`);
  }
}
