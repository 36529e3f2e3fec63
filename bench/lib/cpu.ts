import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ; 100 on Linux builds for every architecture we run on). */
const TICKS_PER_SECOND = 100;

/** CPU time (user + system) a process has used so far, in ms, from /proc/<pid>/stat; 0 once it is gone. */
export function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count the fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The CPU time of every PostgreSQL server process on the machine (the benchmark's own server). */
export function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') total += cpuMs(Number(entry));
    } catch {
      // ended while we looked
    }
  }
  return total;
}

/** CPU used by the app server and PostgreSQL while `step` runs, in ms per `count` calls. */
export async function cpuPerCall<T>(
  serverPid: number,
  count: number,
  step: () => Promise<T>,
): Promise<{ result: T; serverMs: number; postgresMs: number }> {
  const [server, postgres] = [cpuMs(serverPid), postgresCpuMs()];
  const result = await step();
  return {
    result,
    serverMs: (cpuMs(serverPid) - server) / count,
    postgresMs: (postgresCpuMs() - postgres) / count,
  };
}
