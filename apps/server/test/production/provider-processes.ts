import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

/** Strong, test-only signing secrets: what each provider issued to the portal. */
export const PROVIDER_SECRETS = {
  BILLER_NETWORK_API_KEY: 'switch-secret-for-this-test-Vq71Lz',
  WALLET_API_KEY: 'wallet-secret-for-this-test-Hk28Ws',
  UTILITY_DATA_API_KEY: 'meters-secret-for-this-test-Tp93Xc',
};

/**
 * `npm run sandbox:providers` as its own process, with its own database and its own secrets, on free
 * ports: the settings that point a production portal at it, and a stop.
 */
export async function startProviderProcess(): Promise<{ settings: Record<string, string>; stop(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'providers-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/sandbox-providers.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATA_DIR: path.join(dir, 'data'),
      BILLER_NETWORK_PORT: '0',
      WALLET_PORT: '0',
      UTILITY_DATA_PORT: '0',
      ...PROVIDER_SECRETS,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const urls: Record<string, string> = {};
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the providers did not start: ${output}`)), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      for (const m of output.matchAll(/\{"provider":"([\w-]+)","url":"([^"]+)"\}/g)) urls[m[1]!] = m[2]!;
      if (Object.keys(urls).length === 3) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the providers exited with ${code}: ${output}`)));
  });
  return {
    settings: {
      BILLER_NETWORK_URL: urls['biller-switch']!,
      WALLET_URL: urls.wallet!,
      UTILITY_DATA_URL: urls['meter-data']!,
      ...PROVIDER_SECRETS,
    },
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A mail server that keeps what it is sent (plain SMTP on loopback): the production e-mail provider's stand-in. */
export async function startSmtpCapture() {
  const mails: Array<{ to: string[]; raw: string }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.server.address() as { port: number }).port;
  return { url: `smtp://127.0.0.1:${port}`, mails, close: () => new Promise<void>((r) => server.close(() => r())) };
}
