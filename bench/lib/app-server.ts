import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type RunningServer = {
  url: string;
  pid: number;
  /** Resident set size of the server process, in MiB, read from /proc. */
  rssMiB(): number;
  /** Sends the signal and resolves with the exit code once the process has ended. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  child: ChildProcess;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export function rssMiB(pid: number): number {
  const kib = /^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kib ?? 0) / 1024);
}

export async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} not healthy within ${timeoutMs} ms`);
}

/**
 * Starts a built server (`npm run build` first) as its own process on a free port, as production
 * would run it: the shop's server/index.js by default, on a fresh PGlite directory unless
 * DATABASE_URL is given. Its output goes to the parent's stderr only when BENCH_VERBOSE is set.
 */
export async function startServer(
  options: { script?: string; env?: Record<string, string>; health?: string } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-data-')),
    SESSION_SECRET: 'bench-secret-0123456789abcdef',
    LOG_LEVEL: 'warn',
    PAYMENTS: 'test',
    ...options.env,
  };
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []),
      options.script ?? 'server/index.js',
    ],
    {
      env,
      stdio: [
        'ignore',
        process.env.BENCH_VERBOSE ? 'inherit' : 'ignore',
        process.env.BENCH_VERBOSE ? 'inherit' : 'pipe',
      ],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const url = `http://localhost:${port}`;
  try {
    await waitForHealth(`${url}${options.health ?? '/healthz'}`, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${stderr}`);
  }
  return {
    url,
    pid: child.pid as number,
    child,
    rssMiB: () => rssMiB(child.pid as number),
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill(process.env.BENCH_PROFILE ? 'SIGINT' : signal);
      }),
  };
}
