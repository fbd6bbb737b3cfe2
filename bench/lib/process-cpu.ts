import { readdirSync, readFileSync } from 'node:fs';

/**
 * The pid of the server listening on `port` (started by startApp with PORT in its environment),
 * found through /proc; undefined off Linux. Lets a benchmark read the server's own CPU time,
 * which on a shared machine says more than latency does.
 */
export function serverPid(port: number): number | undefined {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return undefined;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!cmdline.includes('apps/server/src/main.ts')) continue;
      const environ = readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0');
      if (environ.includes(`PORT=${port}`)) return Number(entry);
    } catch {
      // the process went away, or is not ours to read
    }
  }
  return undefined;
}

/** CPU time (user + system) a process used so far, in ms; undefined when it cannot be read. */
export function cpuTimeMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return undefined;
  }
}
