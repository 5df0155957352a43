import fs from 'node:fs';

/** CPU seconds a process has used so far (user + system, all its threads: workers and PDF renderers too). */
export function cpuSeconds(pid: number): number {
  // Fields 14 and 15 of /proc/<pid>/stat, in clock ticks (100 a second on Linux); the name in field 2 may hold spaces.
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The part of cpuSeconds spent in the kernel (system calls: sockets to the database and the providers). */
export function kernelCpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[12]) / 100;
}

/**
 * CPU seconds of every PostgreSQL process on the machine (its backends, WAL writer, checkpointer…): the
 * database's share of a payment, which the server's own figure leaves out. A backend that exits takes
 * its ticks with it, so read it across a run whose connections stay open (the pool keeps them).
 */
export function postgresCpuSeconds(): number {
  let ticks = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== 'postgres') continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Gone between the listing and the read.
    }
  }
  return ticks / 100;
}

/**
 * The rest of the machine's CPU during a back-to-back run: PostgreSQL's processes (every one on the
 * machine: only the bench should be using it) and this load generator. With the server's and the stand-ins' figures they say what a payment costs the whole
 * machine, and so how many a second two cores can take.
 */
export const othersCpu = () => {
  const own = process.cpuUsage();
  return { postgres: postgresCpuSeconds(), load: (own.user + own.system) / 1e6 };
};
export function othersPerPayment(
  before: ReturnType<typeof othersCpu>,
  count: number,
  kind: 'wallet' | 'card',
  postgres: boolean,
): Record<string, number> {
  const after = othersCpu();
  const figures: Record<string, number> = { [`load generator CPU per ${kind} payment, ms`]: ((after.load - before.load) * 1000) / count };
  if (postgres) figures[`PostgreSQL CPU per ${kind} payment, ms`] = ((after.postgres - before.postgres) * 1000) / count;
  return figures;
}

/** The whole machine's CPU ticks so far, busy and all (the first line of /proc/stat; iowait counts as idle). */
export function machineTicks(): { busy: number; all: number } {
  const [, ...ticks] = fs.readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/);
  const n = ticks.map(Number);
  const all = n.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: all - n[3]! - n[4]!, all };
}

/** How busy every core was between two machineTicks(), in %: near 100 means the run was bounded by CPU, not waiting. */
export const busyPercent = (before: { busy: number; all: number }, after: { busy: number; all: number }): number =>
  (100 * (after.busy - before.busy)) / Math.max(1, after.all - before.all);

/** The most memory the process has held (VmHWM), in MB. */
export function peakRssMb(pid: number): number {
  const kb = /VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kb) / 1024);
}

/** `name{label="value"} n` lines of one metric from /metrics, as label value → n. */
export async function metricByLabel(url: string, name: string, label: string): Promise<Map<string, number>> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const out = new Map<string, number>();
  const line = new RegExp(`^${name}\\{[^}]*${label}="([^"]*)"[^}]*\\} (\\S+)$`, 'gm');
  for (const m of text.matchAll(line)) out.set(m[1]!, Number(m[2]));
  return out;
}

/** A metric without labels (e.g. portal_outbox_backlog), or undefined when the server has none. */
export async function metricValue(url: string, name: string): Promise<number | undefined> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const m = new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text);
  return m ? Number(m[1]) : undefined;
}

export const percentile = (sorted: number[], p: number): number =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;
