/**
 * Named places in the payment flows where a test can make this process die at once, as a power cut
 * or `kill -9` would: `FAILPOINTS=wallet.debited,gateway.captured` (comma-separated). The process
 * sends itself SIGKILL, so no `finally`, no shutdown hook and no pending write runs. Never set in
 * production (config refuses it there).
 */
const armed = new Set(
  (process.env.FAILPOINTS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

export function failpoint(name: string): void {
  if (!armed.has(name)) return;
  process.stderr.write(`failpoint ${name}: SIGKILL\n`);
  process.kill(process.pid, 'SIGKILL');
}
