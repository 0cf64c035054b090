import autocannon from 'autocannon';
import type { BenchSettings } from './settings.ts';

export interface Request {
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
}

export interface Measurement {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Requests answered with anything but 2xx, plus socket errors and timeouts, in the measured window. */
  failures: number;
  total: number;
}

/** autocannon's options for `request`: JSON body and content type, a 10 s timeout per request. */
export function cannonOptions(request: Request, connections: number, duration: number) {
  const headers: Record<string, string> = { ...request.headers };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  return {
    url: request.url,
    method: request.method,
    headers,
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    connections,
    duration,
    timeout: 10,
  };
}

/** One request first, so a misconfigured scenario fails loudly instead of benchmarking a 401. */
export async function checkOnce(request: Request): Promise<unknown> {
  const options = cannonOptions(request, 1, 1);
  const response = await fetch(request.url, {
    method: request.method,
    headers: options.headers,
    body: options.body ?? null,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${request.method} ${request.url} answered ${response.status}: ${text}`);
  return JSON.parse(text);
}

function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * A warm-up (discarded), then the measured window: fixed durations, so it always ends.
 * Latencies are taken from each 2xx answer at full precision (autocannon's own histogram
 * rounds down to whole milliseconds, which reads 0 for a bare route).
 */
export async function measure(request: Request, settings: BenchSettings): Promise<Measurement> {
  await checkOnce(request);
  await autocannon(cannonOptions(request, settings.connections, settings.warmUpSeconds));
  let latencies = new Float64Array(1 << 16);
  let count = 0;
  const run = autocannon(cannonOptions(request, settings.connections, settings.seconds));
  run.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
    if (statusCode < 200 || statusCode > 299) return;
    if (count === latencies.length) {
      const grown = new Float64Array(latencies.length * 2);
      grown.set(latencies);
      latencies = grown;
    }
    latencies[count++] = responseTimeMs;
  });
  const result = await run;
  const sorted = latencies.subarray(0, count).sort();
  return {
    requestsPerSecond: result['2xx'] / (result.duration || settings.seconds),
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    failures: result.non2xx + result.errors + result.timeouts,
    total: result.requests.total,
  };
}
