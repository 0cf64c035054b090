import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface BenchDatabase {
  url: string;
  name: string;
  serverVersion: string;
  drop(): Promise<void>;
}

function withDatabase(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * A fresh `leadpilot_bench_<random>` database on the server of `adminUrl`, or the reason it
 * cannot be had (server not reachable, no right to create databases).
 */
export async function createBenchDatabase(adminUrl: string): Promise<BenchDatabase | { unreachable: string }> {
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  admin.on('error', () => {
    // A dropped admin connection surfaces as a failed query below.
  });
  try {
    await admin.connect();
  } catch (error) {
    return { unreachable: error instanceof Error ? error.message || error.name : String(error) };
  }
  const name = `leadpilot_bench_${randomBytes(6).toString('hex')}`;
  try {
    const version = await admin.query<{ server_version: string }>('SHOW server_version');
    await admin.query(`CREATE DATABASE ${name}`);
    return {
      name,
      url: withDatabase(adminUrl, name),
      serverVersion: version.rows[0]?.server_version ?? 'unknown',
      async drop() {
        const dropper = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
        try {
          await dropper.connect();
          await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        } finally {
          await dropper.end().catch(() => undefined);
        }
      },
    };
  } catch (error) {
    return { unreachable: `cannot create a database (${error instanceof Error ? error.message : String(error)})` };
  } finally {
    await admin.end().catch(() => undefined);
  }
}
