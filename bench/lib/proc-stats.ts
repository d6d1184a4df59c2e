/**
 * Who used the machine's CPU, and how much memory a process holds, read from Linux's /proc. On
 * a 2-core machine the load generator, PostgreSQL and Redis compete with the servers they load:
 * a bench that only prints latencies cannot say which of them the time went to.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** CPU seconds (user + system, every thread) the process has used; 0 once it is gone. */
export function processCpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (2nd field) may hold spaces: the fields are counted after its ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are the 14th and 15th fields, the 12th and 13th after the name.
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The processes whose command name is `name` (postgres backends keep `postgres`). */
export function pidsNamed(name: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === name) pids.push(Number(entry));
    } catch {
      // Exited while listed.
    }
  }
  return pids;
}

/** Busy and total CPU seconds of the whole machine since boot, all cores. */
export function machineCpuSeconds(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const [, ...values] = line.trim().split(/\s+/);
  const ticks = values.map(Number);
  // user nice system idle iowait irq softirq steal (guest time is already in user).
  const total = ticks.slice(0, 8).reduce((sum, value) => sum + value, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: (total - idle) / TICKS_PER_SECOND, total: total / TICKS_PER_SECOND };
}

/**
 * Resident memory now, its anonymous part (heaps, not mapped files) and its peak, in MB: VmRSS,
 * RssAnon and VmHWM of /proc/<pid>/status.
 */
export function residentMemoryMb(pid: number): { rss: number; anonymous: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { rss: kb('VmRSS') / 1024, anonymous: kb('RssAnon') / 1024, peak: kb('VmHWM') / 1024 };
}

export interface CpuGroups {
  /** Named groups of processes, each a list of pids read again at every snapshot. */
  [group: string]: () => number[];
}

/** CPU seconds per process of each group, and of the machine, at one instant. */
export function cpuSnapshot(groups: CpuGroups) {
  const perGroup: Record<string, Map<number, number>> = {};
  for (const [group, pids] of Object.entries(groups)) {
    perGroup[group] = new Map(pids().map((pid) => [pid, processCpuSeconds(pid)]));
  }
  return { at: performance.now(), perGroup, machine: machineCpuSeconds() };
}

export type CpuSnapshot = ReturnType<typeof cpuSnapshot>;

/**
 * Cores each group kept busy on average between two snapshots, with the rest of the machine's
 * busy time as `other` and its idle time as `idle`. A process that started in between counts
 * whole; one that ended in between (a database connection closed) loses its time: the groups'
 * figures are lower bounds, and `other` holds what they lost.
 */
export function coresBusy(from: CpuSnapshot, to: CpuSnapshot): Record<string, number> {
  const seconds = (to.at - from.at) / 1000;
  const cores: Record<string, number> = {};
  let named = 0;
  for (const [group, processes] of Object.entries(to.perGroup)) {
    let used = 0;
    for (const [pid, cpu] of processes) used += cpu - (from.perGroup[group]?.get(pid) ?? 0);
    cores[group] = used / seconds;
    named += used;
  }
  const busy = to.machine.busy - from.machine.busy;
  const total = to.machine.total - from.machine.total;
  cores.other = Math.max(0, busy - named) / seconds;
  cores.idle = Math.max(0, total - busy) / seconds;
  return cores;
}
