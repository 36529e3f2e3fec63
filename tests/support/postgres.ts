import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A throw-away PostgreSQL server from the machine's own binaries: temporary data directory, free
 * port, trust authentication on loopback only. initdb refuses root, so as root it runs as `postgres`.
 */
export type TestPostgres = {
  url: string;
  port: number;
  stop: () => Promise<void>;
  restart: () => Promise<void>;
  /** Stops the server but keeps its data, for outage tests; `resume` starts it again. */
  halt: () => Promise<void>;
  resume: () => Promise<void>;
};

function binDir(): string {
  if (process.env.PG_BIN && existsSync(path.join(process.env.PG_BIN, 'initdb'))) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const dir = path.join(root, version, 'bin');
    if (existsSync(path.join(dir, 'initdb'))) return dir;
  }
  throw new Error('PostgreSQL server binaries not found: install postgresql (Debian) or set PG_BIN');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const isRoot = process.getuid?.() === 0;

/** As root, run the server's processes as the `postgres` user (signals then reach postgres itself). */
function serverUser(): { uid?: number; gid?: number } {
  if (!isRoot) return {};
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

async function waitUntilReady(bin: string, port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`postgres exited with code ${child.exitCode}`);
    try {
      execFileSync(path.join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)], {
        stdio: 'ignore',
      });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error('postgres did not become ready within 30 s');
}

export async function startTestPostgres(): Promise<TestPostgres> {
  const bin = binDir();
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  if (isRoot) execFileSync('chown', ['postgres', dir]);
  const user = serverUser();
  const initArgs = ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale'];
  execFileSync(path.join(bin, 'initdb'), initArgs, { stdio: 'ignore', cwd: dir, ...user });
  const port = await freePort();
  let child: ChildProcess;

  const start = async () => {
    const args = ['-D', dataDir, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1'];
    // Durability is not what these tests are about; speed is.
    for (const setting of [
      'fsync=off',
      'synchronous_commit=off',
      'full_page_writes=off',
      'max_connections=200',
    ]) {
      args.push('-c', setting);
    }
    child = spawn(path.join(bin, 'postgres'), args, { stdio: 'ignore', cwd: dir, ...user });
    await waitUntilReady(bin, port, child);
  };
  const stopServer = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGINT'); // fast shutdown
    await exited;
  };

  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    restart: async () => {
      await stopServer();
      await start();
    },
    halt: stopServer,
    resume: start,
    stop: async () => {
      await stopServer();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
