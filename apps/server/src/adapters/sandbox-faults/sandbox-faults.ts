/**
 * A fault switch for the sandboxes (gateway, wallet, biller network), so tests can make an outside
 * system misbehave the way real ones do: fail before doing anything (a 5xx), do the work and then
 * fail to answer (a timeout after capture), or answer slowly. Armed per operation for a number of
 * calls; sandbox-only, kept in the memory of the process that runs the sandbox.
 */
export type SandboxFaultPoint =
  | 'gateway.create'
  | 'gateway.capture'
  | 'gateway.void'
  | 'gateway.refund'
  | 'wallet.debit'
  | 'wallet.refund'
  | 'biller.post'
  | 'biller.reverse';

export const SANDBOX_FAULT_POINTS: readonly SandboxFaultPoint[] = [
  'gateway.create',
  'gateway.capture',
  'gateway.void',
  'gateway.refund',
  'wallet.debit',
  'wallet.refund',
  'biller.post',
  'biller.reverse',
];

export interface SandboxFault {
  /** before: fail without doing the work; after: do the work, then fail to answer; delay: answer late. */
  kind: 'before' | 'after' | 'delay';
  /** How many calls it hits; default 1. */
  times?: number;
  /** For delay. */
  ms?: number;
}

/** What the sandbox throws for an armed fault; each adapter turns it into its own outage answer. */
export class SandboxFaultError extends Error {
  constructor(
    readonly point: SandboxFaultPoint,
    readonly after: boolean,
  ) {
    super(`sandbox fault at ${point} (${after ? 'after the work' : 'before the work'})`);
    this.name = 'SandboxFaultError';
  }
}

class SandboxFaults {
  private readonly armed = new Map<SandboxFaultPoint, Required<SandboxFault>>();

  arm(point: SandboxFaultPoint, fault: SandboxFault): void {
    this.armed.set(point, { times: 1, ms: 0, ...fault });
  }

  clear(): void {
    this.armed.clear();
  }

  /** Runs `work` under whatever is armed for `point`. */
  async around<T>(point: SandboxFaultPoint, work: () => Promise<T>): Promise<T> {
    const fault = this.take(point);
    if (!fault) return work();
    if (fault.kind === 'before') throw new SandboxFaultError(point, false);
    if (fault.kind === 'delay') {
      await new Promise((r) => setTimeout(r, fault.ms));
      return work();
    }
    await work();
    throw new SandboxFaultError(point, true);
  }

  private take(point: SandboxFaultPoint): Required<SandboxFault> | undefined {
    const fault = this.armed.get(point);
    if (!fault) return undefined;
    if (fault.times <= 1) this.armed.delete(point);
    else this.armed.set(point, { ...fault, times: fault.times - 1 });
    return fault;
  }
}

/** One switch per process: the sandboxes and the tests (or the demo-only route) that arm it. */
export const sandboxFaults = new SandboxFaults();
