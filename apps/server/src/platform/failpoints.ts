/**
 * Named places in the payment flows where a test can make this process die at once, as a power cut
 * or `kill -9` would: `FAILPOINTS=wallet.debited,capture.done` (comma-separated), or armed later
 * through the demo-only /api/dev/failpoints. The process sends itself SIGKILL, so no `finally`, no
 * shutdown hook and no pending write runs. Never armed in production (the dev routes do not exist
 * there, and nobody sets the variable).
 */
const armed = new Set(
  (process.env.FAILPOINTS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

export function armFailpoints(names: string[]): void {
  armed.clear();
  for (const name of names) armed.add(name);
}

export function failpoint(name: string): void {
  if (!armed.has(name)) return;
  process.stderr.write(`failpoint ${name}: SIGKILL\n`);
  process.kill(process.pid, 'SIGKILL');
}
