import { performance } from 'node:perf_hooks';
import type { ServerDatabase } from '../support/server-databases.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';

/** A restart after many kills replays more of PGlite's WAL: more room than a first start's 30 s. */
const RESTART_TIMEOUT_MS = 120_000;

/**
 * Keeps the real server running on one database and one address, as a service manager would: kills
 * it on demand, restarts it, and restarts it too when it dies on its own (a failpoint, a crash).
 * Journeys wait on ready() before each new payment, so none starts while the server is down.
 */
export class Supervisor {
  server!: RunningServer;
  readonly restartSeconds: number[] = [];
  /** Deaths nobody asked for, with their exit and the last of their stderr. */
  readonly crashes: Array<{ code: number | null; signal: string | null; stderr: string }> = [];
  private gate: Promise<void> = Promise.resolve();
  private killing = false;
  private stopped = false;

  /** env: more settings for every start (the chaos wire's); gatewayPort: where its proxy expects the sandbox gateway. */
  constructor(
    private readonly database: ServerDatabase,
    private readonly env: Record<string, string> = {},
    private readonly gatewayPort?: number,
  ) {}

  async start(): Promise<void> {
    this.watch(
      await startServer({
        ...this.database.options,
        env: this.env,
        readyTimeoutMs: RESTART_TIMEOUT_MS,
        ...(this.gatewayPort ? { gatewayPort: this.gatewayPort } : {}),
      }),
    );
  }

  get url(): string {
    return this.server.url;
  }

  /** Resolves while the server is up (at once), or as soon as it is back. */
  ready(): Promise<void> {
    return this.gate;
  }

  /** SIGKILL now, then the same database on the same ports again. */
  killAndRestart(): Promise<void> {
    return this.restart(async () => {
      this.killing = true;
      await this.server.kill('SIGKILL');
      this.killing = false;
    });
  }

  /** A graceful stop (SIGTERM); true when the server exited cleanly. */
  async stop(): Promise<boolean> {
    this.stopped = true;
    await this.gate;
    const exit = await this.server.stop();
    return exit.code === 0;
  }

  /** The gate closes at once, before the kill: no journey starts against a server about to die. */
  private restart(before: () => Promise<void> = async () => undefined): Promise<void> {
    const previous = this.server;
    this.gate = (async () => {
      await before();
      const started = performance.now();
      this.watch(
        await startServer({
          ...this.database.options,
          env: this.env,
          port: previous.port,
          gatewayPort: previous.gatewayPort,
          readyTimeoutMs: RESTART_TIMEOUT_MS,
        }),
      );
      this.restartSeconds.push((performance.now() - started) / 1000);
    })();
    return this.gate;
  }

  private watch(server: RunningServer): void {
    this.server = server;
    void server.exited.then((exit) => {
      if (this.killing || this.stopped || this.server !== server) return;
      this.crashes.push({ ...exit, stderr: server.stderr().slice(-2_000) });
      void this.restart();
    });
  }
}
