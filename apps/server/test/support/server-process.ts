import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

/** Where `node --import tsx src/server.ts` runs, as `npm start -w apps/server` would run it (or the compiled server). */
const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** The node options a package.json script starts the server with, so tests and benches run it as that script does. */
const nodeOptionsOf = (packageJson: URL, script: string) =>
  (JSON.parse(fs.readFileSync(packageJson, 'utf8')) as { scripts: Record<string, string> }).scripts[script]!.split(/\s+/).filter((word) =>
    word.startsWith('--'),
  );
const NODE_OPTIONS = {
  /** The root's `npm run start:prod`: production. */
  'start:prod': nodeOptionsOf(new URL('../../../../package.json', import.meta.url), 'start:prod'),
  /** apps/server's `npm start`: the demo (decision 083). */
  start: nodeOptionsOf(new URL('../../package.json', import.meta.url), 'start'),
  /** Only the caller's nodeArgs: a bench comparing builds or options. */
  node: [],
} as const;

export interface ServerOptions {
  /** A PGlite data folder; unused when databaseUrl is given. */
  dataDir?: string;
  /** PostgreSQL, e.g. a schema of its own from freshPostgresSchema(). */
  databaseUrl?: string;
  /** Failpoint names the process dies at (src/platform/failpoints.ts). */
  failpoints?: string[];
  logLevel?: string;
  /** Fixed ports, so a restart answers at the same address (a gateway's challenge page links back to it). */
  port?: number;
  gatewayPort?: number;
  /** More environment, over the defaults below. */
  env?: Record<string, string>;
  /** How long the first /healthz may take; a first start on a new PGlite folder needs initdb and the seed. */
  readyTimeoutMs?: number;
  /** Run this compiled entry (compiledServer()) with plain node instead of the source with tsx. */
  compiled?: string;
  /** Options for node itself, e.g. --cpu-prof (NODE_OPTIONS refuses it). */
  nodeArgs?: string[];
  /** The Node.js binary that runs the server (a bench measuring another runtime, decision 070); the caller's own by default. */
  node?: string;
  /**
   * How the compiled server is started: as `npm run start:prod` runs it (with that script's node options,
   * e.g. source maps), the default; as `npm start` runs the demo (with its own); or with only nodeArgs.
   */
  runAs?: keyof typeof NODE_OPTIONS;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface RunningServer {
  url: string;
  gatewayOrigin: string;
  port: number;
  gatewayPort: number;
  pid: number;
  /** Sends the signal (SIGKILL unless told) and resolves when the process is gone. */
  kill(signal?: NodeJS.Signals): Promise<Exit>;
  /** A graceful stop (SIGTERM): the server closes the database cleanly, then exits. */
  stop(): Promise<Exit>;
  exited: Promise<Exit>;
  stderr(): string;
  stdout(): string;
}

/**
 * The same generous limits as the in-process tests (TEST_DEFAULTS in test-app.ts): every request comes
 * from one address and the same demo mobiles, which the production limits would soon refuse.
 */
const TEST_LIMITS: Record<string, string> = {
  OTP_RESEND_COOLDOWN_SECONDS: '0',
  OTP_MAX_SENDS_PER_MOBILE_HOUR: '1000000',
  OTP_MAX_SENDS_PER_IP_HOUR: '1000000',
  RATE_LIMIT_PER_MINUTE: '100000000',
};

// Settings of ours that must not leak in from the shell or the test run (TEST_DB=postgres sets DATABASE_URL).
const OWN_KEYS = [
  'DATABASE_URL',
  'REDIS_URL',
  'DATA_DIR',
  'FAILPOINTS',
  'GATEWAY_URL',
  'SANDBOX_GATEWAY_API_URL',
  'GATEWAY_PUBLIC_ORIGIN',
  'PUBLIC_URL',
  'PORT',
  'GATEWAY_PORT',
  'HOST',
  'GATEWAY_HOST',
  'BILLER_NETWORK_URL',
  'WALLET_URL',
  'UTILITY_DATA_URL',
];

/** Servers this process started: killed if it exits first, so no test run leaves one behind. */
const running = new Set<number>();
process.once('exit', () => {
  for (const pid of running) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

/** The real server as a child process, answering /healthz; rejects with its output if it does not come up. */
export async function startServer(opts: ServerOptions): Promise<RunningServer> {
  if (!opts.dataDir && !opts.databaseUrl) throw new Error('startServer needs a dataDir or a databaseUrl');
  const port = opts.port ?? (await freePort());
  const gatewayPort = opts.gatewayPort ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of OWN_KEYS) delete env[key];
  Object.assign(env, TEST_LIMITS, {
    NODE_ENV: 'test',
    LOG_LEVEL: opts.logLevel ?? 'warn',
    // Loopback only: a test server is nobody else's business.
    HOST: '127.0.0.1',
    GATEWAY_HOST: '127.0.0.1',
    PORT: String(port),
    GATEWAY_PORT: String(gatewayPort),
    // The sandbox providers beside the server: each on a free port of its own.
    BILLER_NETWORK_PORT: '0',
    WALLET_PORT: '0',
    UTILITY_DATA_PORT: '0',
    PUBLIC_URL: url,
    RECONCILE_EVERY_SECONDS: '0',
    FAILPOINTS: (opts.failpoints ?? []).join(','),
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : { DATA_DIR: opts.dataDir }),
    ...opts.env,
  });

  const args = [
    ...(opts.nodeArgs ?? []),
    ...(opts.compiled ? [...NODE_OPTIONS[opts.runAs ?? 'start:prod'], opts.compiled] : ['--import', 'tsx', 'src/server.ts']),
  ];
  const child = spawn(opts.node ?? process.execPath, args, { cwd: SERVER_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const pid = child.pid;
  if (pid === undefined) throw new Error('the server process did not start');
  running.add(pid);
  const out = { stdout: tail(), stderr: tail() };
  child.stdout.on('data', (chunk: Buffer) => out.stdout.add(chunk));
  child.stderr.on('data', (chunk: Buffer) => out.stderr.add(chunk));
  const exited = new Promise<Exit>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(pid);
      resolve({ code, signal });
    });
  });

  const server: RunningServer = {
    url,
    gatewayOrigin: `http://127.0.0.1:${gatewayPort}`,
    port,
    gatewayPort,
    pid,
    async kill(signal = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
    stop: () => server.kill('SIGTERM'),
    exited,
    stderr: out.stderr.text,
    stdout: out.stdout.text,
  };

  try {
    await waitHealthy(url, exited, opts.readyTimeoutMs ?? 30_000);
  } catch (err) {
    await server.kill();
    throw new Error(`${(err as Error).message}\n--- stderr ---\n${out.stderr.text()}\n--- stdout ---\n${out.stdout.text()}`);
  }
  return server;
}

async function waitHealthy(url: string, exited: Promise<Exit>, timeoutMs: number): Promise<void> {
  let gone: Exit | undefined;
  void exited.then((e) => (gone = e));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the server exited before it was ready (code ${gone.code}, signal ${gone.signal})`);
    try {
      const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server did not answer ${url}/healthz within ${timeoutMs / 1000} s`);
}

/**
 * A port nobody listens on right now, below the kernel's range for outgoing connections: a port from
 * that range (a listen(0)) can be handed to any process's next connection as its local port the moment
 * a killed server lets it go, and a server restarted on it then fails with EADDRINUSE for as long as that
 * connection lives (seen once in CI, restarting a killed server on its own ports).
 */
export async function freePort(): Promise<number> {
  const below = outgoingPortsFrom();
  for (let tries = 0; tries < 50 && below > 11_000; tries++) {
    const port = 10_000 + Math.floor(Math.random() * (below - 10_000));
    if (await listensOn(port)) return port;
  }
  throw new Error(`no free port found between 10000 and ${below}`);
}

/** The first port the kernel gives outgoing connections (Linux: ip_local_port_range; elsewhere 32768, below every default). */
function outgoingPortsFrom(): number {
  try {
    return Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
  } catch {
    return 32_768;
  }
}

/** Whether a listen on the port succeeds; given back at once. */
function listensOn(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** The last ~256 KB a stream wrote: enough to see why a server died, bounded for long chaos runs. */
function tail(limit = 256 * 1024) {
  let text = '';
  return {
    add(chunk: Buffer) {
      text += chunk.toString('utf8');
      if (text.length > limit * 2) text = text.slice(-limit);
    },
    text: () => (text.length > limit ? text.slice(-limit) : text),
  };
}
