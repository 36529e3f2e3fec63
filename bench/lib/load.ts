import autocannon from 'autocannon';

export type LoadResult = {
  requests: number;
  throughput: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
};

/** Runs autocannon against one URL and keeps the figures the budgets name. */
export async function load(
  url: string,
  options: { connections: number; duration?: number; amount?: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections,
    ...(options.amount ? { amount: options.amount } : { duration: options.duration ?? 10 }),
    headers: { 'accept-encoding': 'gzip', ...options.headers },
  });
  return {
    requests: result.requests.total,
    throughput: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Prints one line per budget with its verdict; returns false when a budget was missed. */
export function verdict(label: string, ok: boolean, detail: string): boolean {
  console.log(`${ok ? 'PASS' : 'MISS'}  ${label}: ${detail}`);
  return ok;
}
