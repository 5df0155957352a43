import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { calls, LoginSuccessDetailsSchema } from '@portal/contract';
import { openPglite } from '../../src/platform/db.ts';
import { HttpApi } from '../support/http-client.ts';
import { DEMO, loginBody } from '../support/logins.ts';
import { startServer } from '../support/server-process.ts';

/**
 * `npm start` (issue 36, decisions 051 and 058): the compiled server on an empty folder starts from the
 * build's prebuilt demo database, copied, not made; it comes up seeded; and a build from unchanged
 * sources keeps the folder it has. The embedded default, whichever database the run tests.
 */
const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
const BUILD_SCRIPT = fileURLToPath(new URL('../../../../scripts/build-server.mjs', import.meta.url));
const outdir = path.join('.tmp', `demo-dist-${process.pid}`);
const stampOf = () => fs.readFileSync(path.join(SERVER_DIR, outdir, 'demo-data', 'demo-data.json'), 'utf8');
const build = () => {
  const run = spawnSync(process.execPath, [BUILD_SCRIPT, '--outdir', outdir], { cwd: SERVER_DIR, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`the server did not build:\n${run.stdout}\n${run.stderr}`);
  return run.stdout;
};

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-demo-start-'));
beforeAll(() => void build(), 300_000);
afterAll(() => {
  fs.rmSync(path.join(SERVER_DIR, outdir), { recursive: true, force: true });
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('the compiled demo on an empty folder', () => {
  test('copies the prebuilt database and answers as the seeded demo', async () => {
    const dataDir = path.join(folder, 'data');
    const startedAt = new Date();
    const server = await startServer({
      dataDir,
      compiled: path.join(SERVER_DIR, outdir, 'server.js'),
      runAs: 'start',
      readyTimeoutMs: 60_000,
    });
    try {
      const signedIn = await new HttpApi(server.url).call(calls.login, loginBody(DEMO.company.userName, DEMO.company.password));
      expect(signedIn.result.errorCode).toBe(0);
      expect(LoginSuccessDetailsSchema.parse(signedIn.details).authenticationInfo.sessionID).toBeTruthy();
    } finally {
      expect((await server.stop()).code).toBe(0);
    }
    // The build's stamp came with the files: a copy, not an initdb and a seed.
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, 'demo-data.json'), 'utf8'))).toEqual(JSON.parse(stampOf()));
    const db = await openPglite(dataDir);
    try {
      const [row] = await db.query<{ customers: number; payments: number; renewed: Date; wal: string }>(
        `SELECT (SELECT count(*) FROM customers)::int AS customers, (SELECT count(*) FROM payments)::int AS payments,
                (SELECT renewed_at FROM reference_data_renewal) AS renewed, current_setting('wal_segment_size') AS wal`,
      );
      expect(row!.wal).toBe('1MB');
      // The build renewed the reference data; the compiled server found it current and sent no upsert.
      expect(row!.renewed.getTime()).toBeLessThan(startedAt.getTime());
      expect(row!.customers).toBeGreaterThanOrEqual(4);
      expect(row!.payments).toBeGreaterThan(10);
    } finally {
      await db.close();
    }
  }, 120_000);

  test('a build from unchanged sources keeps the demo database it made', () => {
    const before = stampOf();
    expect(build()).toContain('the demo database was up to date');
    expect(stampOf()).toBe(before);
  }, 120_000);
});
