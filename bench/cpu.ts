// CPU time spent by given processes (and their children) between two moments, from /proc: how
// the bench turns "requests per second on a shared 2-core machine" into requests per core.
import fs from "node:fs";

/** Linux's USER_HZ: /proc reports CPU times in these ticks (100 on every mainstream build). */
const TICKS_PER_SECOND = 100;

type Stat = { ppid: number; ticks: number };

function readStat(pid: number): Stat | undefined {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (2nd field) may hold spaces and parentheses: the rest starts after the last ")".
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    // After the name: state, ppid, …, utime (14th field of the line) and stime (15th).
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined; // Gone, or not visible from here.
  }
}

/** The parent process of `pid`, or undefined when /proc does not show it. */
export function parentOf(pid: number): number | undefined {
  return readStat(pid)?.ppid;
}

/** CPU ticks of `roots` and every descendant, by process id. */
function treeTicks(roots: number[]): Map<number, number> {
  const stats = new Map<number, Stat>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (stat) stats.set(Number(entry), stat);
  }
  const inTree = new Set(roots.filter((pid) => stats.has(pid)));
  let isGrowing = true;
  while (isGrowing) {
    isGrowing = false;
    for (const [pid, stat] of stats) {
      if (!inTree.has(pid) && inTree.has(stat.ppid)) {
        inTree.add(pid);
        isGrowing = true;
      }
    }
  }
  return new Map([...inTree].map((pid) => [pid, stats.get(pid)!.ticks]));
}

/** Busy and total ticks of the whole machine (every core), from /proc/stat's first line. */
function machineTicks(): { busy: number; total: number } {
  const line = fs.readFileSync("/proc/stat", "utf8").split("\n")[0]!;
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] =
    line.split(/\s+/).slice(1, 9).map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}

export type CpuGroups = Record<string, number[]>;

/**
 * Starts counting: the returned function answers the CPU seconds each group of process trees
 * used since (processes started meanwhile count from zero; ones that ended meanwhile are lost),
 * this process's own (the load generator), and the share of the whole machine that was busy.
 */
export function startCpuCount<G extends CpuGroups>(groups: G) {
  const before = Object.fromEntries(
    Object.entries(groups).map(([name, roots]) => [name, treeTicks(roots)]),
  );
  const ownBefore = process.cpuUsage();
  const machineBefore = machineTicks();
  return () => {
    const seconds = Object.fromEntries(
      Object.entries(groups).map(([name, roots]) => {
        let ticks = 0;
        for (const [pid, now] of treeTicks(roots)) ticks += now - (before[name]!.get(pid) ?? 0);
        return [name, ticks / TICKS_PER_SECOND];
      }),
    ) as Record<keyof G, number>;
    const own = process.cpuUsage(ownBefore);
    const machineNow = machineTicks();
    return {
      seconds,
      ownSeconds: (own.user + own.system) / 1e6,
      machineBusy:
        (machineNow.busy - machineBefore.busy) / (machineNow.total - machineBefore.total || 1),
    };
  };
}
