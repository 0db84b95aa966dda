import fs from 'node:fs/promises';

/**
 * CPU time of the server and of the machine's PostgreSQL, from /proc (Linux; elsewhere nothing): a
 * call's cost per request, which moves far less with a busy or slow machine than its throughput does.
 */
const TICKS_PER_SECOND = 100;

/** User and system CPU seconds of a process, or null when it is gone or /proc is not there. */
async function cpuSecondsOf(pid: number): Promise<{ name: string; seconds: number } | null> {
  try {
    const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    // The fields after the name: state is the first, utime the 12th and stime the 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { name, seconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND };
  } catch {
    return null;
  }
}

export interface CpuSnapshot {
  server: number;
  /** All processes named postgres on this machine; null when there are none (PGlite, a remote server). */
  database: number | null;
}

export async function cpuSnapshot(serverPid: number): Promise<CpuSnapshot | null> {
  const server = await cpuSecondsOf(serverPid);
  if (!server) return null;
  const pids = (await fs.readdir('/proc')).filter((entry) => /^\d+$/.test(entry)).map(Number);
  const processes = await Promise.all(pids.map(cpuSecondsOf));
  const postgres = processes.filter((process) => process?.name === 'postgres');
  return {
    server: server.seconds,
    database: postgres.length ? postgres.reduce((sum, process) => sum + process!.seconds, 0) : null,
  };
}

/** CPU milliseconds per request between two snapshots, as printed: "CPU 4.2 ms/request (…)". */
export function cpuPerRequest(before: CpuSnapshot | null, after: CpuSnapshot | null, requests: number) {
  if (!before || !after || requests === 0) return null;
  const perRequest = (seconds: number) => (seconds * 1000) / requests;
  const server = perRequest(after.server - before.server);
  const database =
    before.database === null || after.database === null ? null : perRequest(after.database - before.database);
  return { server, database, total: server + (database ?? 0) };
}
