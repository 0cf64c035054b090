import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeFlagsFor, serverEnvironment } from '../lib/server-process.mjs';
import { isReadyMessage } from './child-protocol.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repositoryRoot = path.resolve(here, '../..');

export interface ServerChild {
  name: string;
  pid: number;
  baseUrl: string;
  /** Peak resident set size so far (VmHWM), in MiB; undefined where /proc is missing. */
  peakRssMiB(): number | undefined;
  /** Resident set size now (VmRSS), in MiB. */
  rssMiB(): number | undefined;
  stop(): Promise<void>;
}

const startTimeoutMs = 120_000;
const running = new Set<ServerChild>();

/** Stops every server child still running (on an interrupted run). */
export async function stopAllServerChildren(): Promise<void> {
  await Promise.allSettled([...running].map((child) => child.stop()));
}
const stopTimeoutMs = 15_000;

/**
 * Runs one server entry (a file in scripts/bench) in its own Node process (through tsx, or as
 * production runs the server: `asProduction`), so the
 * load generator in this process never shares the server's event loop. Resolves once the child
 * listens; its output is kept (last lines) and shown only when it fails.
 */
export function startServerChild(options: {
  name: string;
  entry: string;
  env: NodeJS.ProcessEnv;
  nodeFlags?: string[];
  /**
   * Run as `npm start` runs the server: Node's own type stripping (no tsx in the process), its Node
   * flags and malloc setting (scripts/lib/server-process.mjs), so memory figures are production's.
   */
  asProduction?: boolean;
}): Promise<ServerChild> {
  const loader = options.asProduction ? nodeFlagsFor() : ['--import', 'tsx'];
  const child = spawn(process.execPath, [...loader, ...(options.nodeFlags ?? []), path.join(here, options.entry)], {
    cwd: repositoryRoot,
    env: options.asProduction ? { ...serverEnvironment, ...options.env } : options.env,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (output.length > 40) output.splice(0, output.length - 40);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  return new Promise<ServerChild>((resolve, reject) => {
    const fail = (reason: string) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${options.name}: ${reason}\n${output.map((line) => `  | ${line}`).join('\n')}`));
    };
    const timer = setTimeout(() => fail(`not listening after ${startTimeoutMs / 1000} s`), startTimeoutMs);
    const onError = (error: Error) => fail(`could not start (${error.message})`);
    const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
      fail(`exited before listening (code ${code}, signal ${signal})`);
    child.once('error', onError);
    child.once('exit', onExit);
    child.on('message', (message) => {
      if (!isReadyMessage(message) || child.pid === undefined) return;
      clearTimeout(timer);
      child.off('error', onError);
      child.off('exit', onExit);
      child.on('error', (error) => console.warn(`${options.name}: ${error.message}`));
      const handle = handleFor(options.name, child, child.pid, message.port, exited, output);
      running.add(handle);
      exited.then(() => running.delete(handle));
      resolve(handle);
    });
  });
}

function handleFor(
  name: string,
  child: ChildProcess,
  pid: number,
  port: number,
  exited: Promise<number | null>,
  output: string[],
): ServerChild {
  let stopped: Promise<void> | undefined;
  return {
    name,
    pid,
    baseUrl: `http://127.0.0.1:${port}`,
    peakRssMiB: () => memoryMiB(pid, 'VmHWM'),
    rssMiB: () => memoryMiB(pid, 'VmRSS'),
    stop() {
      stopped ??= (async () => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        child.kill('SIGTERM');
        let timer: NodeJS.Timeout | undefined;
        const timedOut = new Promise<'timeout'>((resolve) => {
          timer = setTimeout(() => resolve('timeout'), stopTimeoutMs);
        });
        const outcome = await Promise.race([exited, timedOut]);
        clearTimeout(timer);
        if (outcome === 'timeout') {
          console.warn(`${name}: no exit ${stopTimeoutMs / 1000} s after SIGTERM, killing it`);
          child.kill('SIGKILL');
          await exited;
        } else if (outcome !== 0) {
          console.warn(`${name}: exited with code ${outcome} on stop\n${output.slice(-10).join('\n')}`);
        }
      })();
      return stopped;
    },
  };
}

/** VmHWM (peak resident set) or VmRSS of a live process, from /proc/<pid>/status. */
function memoryMiB(pid: number, field: 'VmHWM' | 'VmRSS'): number | undefined {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+)\\s+kB$`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match?.[1] ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}
