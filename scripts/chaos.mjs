#!/usr/bin/env node
// Payments against crashes: the real server, killed with SIGKILL at random moments while customers
// pay by every route, restarted on the same data; then settled and checked by the ledger (decision
// 013). Run: npm run chaos -- --payments 200 --kills 10 [--pg] (see --help). Exit 1 when anything is lost,
// held, paid twice or left open.
import { parseChaosArgs, UsageError } from '../apps/server/test/chaos/chaos-options.ts';
import { formatReport, passed } from '../apps/server/test/chaos/chaos-report.ts';
import { runChaos } from '../apps/server/test/chaos/chaos-run.ts';

let options;
try {
  options = parseChaosArgs(process.argv.slice(2));
} catch (err) {
  if (!(err instanceof UsageError)) throw err;
  const help = err.cause === 'help';
  (help ? console.log : console.error)(err.message);
  process.exit(help ? 0 : 2);
}

// It always ends by itself: journeys stop at --max-minutes, and this catches a run that hangs after.
// Exiting kills the servers it started and removes its temp folders (test/support).
setTimeout(
  () => {
    console.error(`chaos: still running ${options.maxMinutes + 10} minutes after the start; giving up`);
    process.exit(3);
  },
  (options.maxMinutes + 10) * 60_000,
).unref();
process.on('SIGINT', () => process.exit(130));

const report = await runChaos(options, (line) => console.log(line));
console.log(formatReport(report).join('\n'));
process.exit(passed(report) ? 0 : 1);
