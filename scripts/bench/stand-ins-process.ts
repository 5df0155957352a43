import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('./stand-ins.ts', import.meta.url));

export interface StandIns {
  pid: number;
  /** The settings that point the portal at them (BILLER_NETWORK=http, …, GATEWAY_URL). */
  settings: Record<string, string>;
  /** GET ?mobile= answers the oldest code texted to that mobile not read yet (apps/server/test/sms/sms-capture.ts). */
  codesUrl: string;
  stop(): Promise<void>;
}

/** stand-ins.ts as a child process on `database` (DATABASE_URL or DATA_DIR); resolves once it listens. */
export async function startStandIns(database: { DATABASE_URL: string } | { DATA_DIR: string }, extraEnv: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT], {
    env: { PATH: process.env.PATH, NODE_ENV: 'test', ...extraEnv, ...database },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const settings = await new Promise<Record<string, string>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the stand-ins did not start: ${output}`)), 120_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith('{'));
      if (line && output.includes('\n', output.indexOf(line))) {
        clearTimeout(timer);
        resolve(JSON.parse(line) as Record<string, string>);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the stand-ins exited with ${code}: ${output}`)));
  });
  const { BENCH_SMS_CODES_URL: codesUrl, ...portalSettings } = settings;
  return {
    pid: child.pid!,
    settings: portalSettings,
    codesUrl: codesUrl!,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  } satisfies StandIns;
}
