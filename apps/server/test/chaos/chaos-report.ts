import type { ChaosReport } from './chaos-run.ts';

/** The goal: nothing lost, held or paid twice, nothing left open once settled, and no death we did not cause. */
export function passed(r: ChaosReport): boolean {
  return (
    r.ledger.lost === 0 && r.ledger.held === 0 && r.ledger.double === 0 && r.ledger.open === 0 && r.crashes.length === 0 && r.stoppedCleanly
  );
}

export function formatReport(r: ChaosReport): string[] {
  const row = (label: string, value: number | string, note = '') =>
    `  ${label.padEnd(28)}${String(value).padStart(8)}${note ? `   ${note}` : ''}`;
  const sorted = [...r.restartSeconds].sort((a, b) => a - b);
  const restarts = sorted.length
    ? `restart median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} s, max ${sorted.at(-1)!.toFixed(1)} s`
    : '';
  const list = (o: Record<string, number>) =>
    Object.entries(o)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ') || 'none';
  const lines = [
    '',
    `chaos on ${r.database}, seed ${r.options.seed}: ${r.attempted} journeys, ${r.options.concurrency} at a time, in ${r.seconds.toFixed(0)} s`,
    row('payments attempted', r.attempted),
    row('payments made (final)', r.made, 'completed or partially completed, after settling'),
    row('interrupted requests', r.interrupted, 'journeys whose request died with the server'),
    row('kills (SIGKILL)', r.kills, restarts),
    r.wireFaults
      ? row(
          'wire faults injected',
          Object.values(r.wireFaults).reduce((a, b) => a + b, 0),
          `${list(r.wireFaults)} (chance ${r.options.wireFaults} a request)`,
        )
      : '  wire faults: off (--wire-faults 0)',
    row('deaths not ours', r.crashes.length),
    row('answers not as expected', r.surpriseCount),
    ...r.surprises.map((s) => `      ${s.split('\n').slice(0, 3).join(' | ')}`),
    `  endings: ${list(r.endings)}`,
    `  the run's payments by state: ${list(r.states)}`,
    `  settling: ${r.reconcile.map((c) => `+${c.advanceSeconds / 3600} h looked ${c.looked} settled ${c.settled}`).join('; ')}`,
    `  stopped cleanly at the end: ${r.stoppedCleanly ? 'yes' : 'NO'}`,
    ...r.crashes.map((c) => `  death: code ${c.code} signal ${c.signal}: ${c.stderr.trim().split('\n').slice(-3).join(' | ')}`),
    'ledger',
    row('payments', r.ledger.payments),
    row('lost', r.ledger.lost),
    row('held', r.ledger.held),
    row('double', r.ledger.double),
    row('open', r.ledger.open),
    ...r.ledger.problems.slice(0, 20).map((p) => `      ${p.paymentId}: ${p.problem}`),
    ...(r.ledger.problems.length > 20 ? [`      … and ${r.ledger.problems.length - 20} more`] : []),
    ...(r.kept ? [`  kept for a look: ${r.kept}`] : []),
    passed(r) ? 'PASS: 0 lost, 0 held, 0 double, 0 open' : 'FAIL',
  ];
  return lines;
}
