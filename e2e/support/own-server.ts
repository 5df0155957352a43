import { afterAll, beforeAll, inject } from 'vitest';
import { startServer, type RunningServer } from './server.ts';

/**
 * A server of the test file's own (fresh data, its own settings), started in the background when the
 * file begins, so it boots while the file's first tests run; `ready()` waits for it.
 */
export function useOwnServer(env: Record<string, string> = {}): { ready: () => Promise<RunningServer> } {
  let pending: Promise<RunningServer> | undefined;
  beforeAll(() => {
    pending = startServer({ WEB_DIST: inject('webDist'), ...env });
    pending.catch(() => undefined);
  });
  afterAll(async () => {
    const server = await pending?.catch(() => undefined);
    await server?.stop();
  });
  return {
    ready: () => {
      if (!pending) throw new Error('useOwnServer: the file has not started yet');
      return pending;
    },
  };
}
