import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** A port nobody listens on right now (the OS picks it; we release it and hand it to the server). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

// Generous: a server of a test file's own boots (tsx, a fresh PGlite, migrations, the seed's argon2
// hashes) beside two browser workers; on a loaded 2-core machine that took over 60 s.
async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string, timeoutMs = 150_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode} before it was healthy:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms:\n${output()}`);
}

/** What the compiled server is made of: its sources and the contract package bundled into it. */
const SOURCES = [path.join(REPO_ROOT, 'apps/server/src'), path.join(REPO_ROOT, 'packages/contract/src')];
const COMPILED = path.join(REPO_ROOT, 'apps/server/dist/server.js');

/** The newest change under a folder (files only), in ms since the epoch. */
function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

let command: string[] | undefined;
/**
 * The compiled server (`npm run build`, which `npm test` runs before this suite) when it is newer than
 * every source file, with its prebuilt demo database: a start in seconds instead of tsx compiling the
 * sources and a fresh database being seeded each time (decision 055). Otherwise the sources through tsx,
 * so a single file run after an edit never tests a stale build. E2E_SERVER=sources forces the latter.
 */
function serverCommand(): string[] {
  if (command) return command;
  const compiled =
    process.env.E2E_SERVER !== 'sources' &&
    fs.existsSync(COMPILED) &&
    SOURCES.every((dir) => fs.statSync(COMPILED).mtimeMs > newestChange(dir)) &&
    fs.existsSync(path.join(REPO_ROOT, 'apps/server/dist/demo-data'));
  command = compiled ? ['--enable-source-maps', COMPILED] : ['--import', 'tsx', 'apps/server/src/server.ts'];
  return command;
}

/** What a shared server's demo history is dated from (support/settlement.ts finds its seeded days by it). */
export interface DemoClock {
  /** The instant the seed wrote its history relative to (ms since 1970). */
  seededAt: number;
  /** How far every instant of it was moved forward since (ms). */
  movedMs: number;
}

/**
 * The demo clock of a server started now. A compiled server copies the build's demo database, seeded at
 * the build and moved forward by its age once that is an hour or more (apps/server/src/db/demo-data.ts);
 * from the sources the database is seeded at the start.
 */
export function demoClock(startedAt = Date.now()): DemoClock {
  const stamp = path.join(REPO_ROOT, 'apps/server/dist/demo-data/demo-data.json');
  if (!serverCommand().includes(COMPILED) || !fs.existsSync(stamp)) return { seededAt: startedAt, movedMs: 0 };
  const builtAt = Date.parse((JSON.parse(fs.readFileSync(stamp, 'utf8')) as { builtAt: string }).builtAt);
  const age = startedAt - builtAt;
  return { seededAt: builtAt, movedMs: age >= 60 * 60_000 ? age : 0 };
}

/**
 * Starts the real server (apps/server/src/server.ts through tsx) on a free port with a fresh PGlite
 * folder, in test mode so the demo SMS outbox is readable. `env` adds or overrides variables (or, as a
 * function of the port, settings that name it).
 */
export async function startServer(env: Record<string, string> | ((port: number) => Record<string, string>) = {}): Promise<RunningServer> {
  // The port is free when picked, but released before the server binds it: another process (the servers
  // started beside it bind their stand-ins to port 0) may take it first. That start is tried again on
  // another port (seen once in CI: EADDRINUSE).
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnFreePort(env);
    } catch (err) {
      if (attempt >= 3 || !String((err as Error).message).includes('EADDRINUSE')) throw err;
    }
  }
}

async function startOnFreePort(env: Record<string, string> | ((port: number) => Record<string, string>)): Promise<RunningServer> {
  const port = await freePort();
  // A function names settings that hold the port (e.g. a localhost origin for passkeys).
  const extra = typeof env === 'function' ? env(port) : env;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, serverCommand(), {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // The card flow leaves for the gateway and comes back to PUBLIC_URL/BillPaymentClient/ConfirmPayment,
      // and the gateway lets only this origin frame its hosted fields: it must be exactly the origin the
      // browser uses (127.0.0.1, not localhost), or sessionStorage (the session, the payment) is lost.
      PUBLIC_URL: baseUrl,
      PORTAL_ORIGIN: baseUrl,
      // The sandbox card gateway runs inside the server process on a free port of its own
      // (its origin is http://127.0.0.1:<port>, another origin than the portal's, as a real gateway's).
      GATEWAY_URL: '',
      GATEWAY_PORT: '0',
      // So are the biller switch, the wallet and the meter data, each signed over HTTP (docs/providers).
      BILLER_NETWORK_PORT: '0',
      WALLET_PORT: '0',
      UTILITY_DATA_PORT: '0',
      OTP_RESEND_COOLDOWN_SECONDS: '0',
      // Every test comes from 127.0.0.1 and the demo mobiles sign in many times in one run.
      OTP_MAX_SENDS_PER_MOBILE_HOUR: '1000',
      OTP_MAX_SENDS_PER_IP_HOUR: '10000',
      RATE_LIMIT_PER_MINUTE: '100000',
      VISITOR_MESSAGES_PER_DAY: '100000',
      ...extra,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, child, () => log);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl, stop };
}
