import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from 'vitest';
import { freePort } from '../support/server-process.ts';

/**
 * npm run sandbox:providers when a start fails part-way: the providers already listening are closed
 * (their ports free again) and the process exits 1 with the reason, instead of leaving ports held.
 */
const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'providers-script-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function runScript(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/sandbox-providers.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, DATA_DIR: path.join(dir, 'data'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

test('a taken wallet port: exit 1 naming the failure, and the biller switch that had started lets its port go', async () => {
  const [billerPort, walletPort] = [await freePort(), await freePort()];
  const squatter = net.createServer();
  await new Promise<void>((r) => squatter.listen(walletPort, '127.0.0.1', () => r()));
  try {
    const { code, output } = await runScript({
      BILLER_NETWORK_PORT: String(billerPort),
      WALLET_PORT: String(walletPort),
      UTILITY_DATA_PORT: '0',
    });
    expect(code, output).toBe(1);
    expect(output).toMatch(/EADDRINUSE/);
    expect(output).not.toMatch(/"provider":"wallet"/);
    expect(await canListen(billerPort)).toBe(true);
  } finally {
    await new Promise<void>((r) => squatter.close(() => r()));
  }
}, 90_000);

test('a port that is not a number is refused by name (exit 1)', async () => {
  const { code, output } = await runScript({ BILLER_NETWORK_PORT: '0', WALLET_PORT: 'eighty', UTILITY_DATA_PORT: '0' });
  expect(code, output).toBe(1);
  expect(output).toMatch(/WALLET_PORT: "eighty" is not a port/);
}, 90_000);
