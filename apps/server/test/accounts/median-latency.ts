import { performance } from 'node:perf_hooks';

export interface Medians {
  a: number;
  b: number;
  /** Every sample, for the failure message. */
  samples: { a: number[]; b: number[] };
}

/**
 * "Less than a few ms": 3 ms, or a fifth of the faster median when the shared test machine is so
 * busy that both medians grow. What it guards against is tens or hundreds of ms (a provider call).
 */
export const sameTime = ({ a, b }: Medians) => Math.abs(a - b) < Math.max(3, Math.min(a, b) / 5);

const median = (xs: number[]) => {
  const s = [...xs].sort((x, y) => x - y);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/**
 * Median wall time in ms of two requests taken in turn (a, b, a, b…) after a few unmeasured warm-up
 * rounds, so drift in the machine's load falls on both alike. `between` runs unmeasured after each
 * request (e.g. waits for texts still leaving, so they do not land in the next sample).
 */
export async function alternatingMedians(
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
  { rounds = 20, warmUp = 3, between = async () => undefined }: { rounds?: number; warmUp?: number; between?: () => Promise<unknown> } = {},
): Promise<Medians> {
  const samples = { a: [] as number[], b: [] as number[] };
  for (let i = 0; i < warmUp + rounds; i++) {
    for (const [fn, into] of [
      [a, samples.a],
      [b, samples.b],
    ] as const) {
      const start = performance.now();
      await fn();
      const ms = performance.now() - start;
      await between();
      if (i >= warmUp) into.push(ms);
    }
  }
  return { a: median(samples.a), b: median(samples.b), samples };
}
