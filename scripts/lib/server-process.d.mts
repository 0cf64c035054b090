/** Node flags of every server and worker process (see server-process.mjs). */
export const serverNodeFlags: string[];
/** The pinned Node and its arguments that run apps/server/src/main.ts with `args`. */
export function serverCommand(args?: string[]): [string, string[]];
/** Environment every server and worker process starts with (see server-process.mjs). */
export const serverEnvironment: Record<string, string>;
/** The Node flags of a process started with `args`: every role has a capped heap (web and both: SERVER_HEAP_MIB, worker: WORKER_HEAP_MIB). */
export function nodeFlagsFor(args?: string[]): string[];
