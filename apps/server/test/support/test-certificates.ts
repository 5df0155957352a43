import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface TestPki {
  dir: string;
  /** PEM file paths: a CA, a server certificate for 127.0.0.1 and localhost, a client certificate, each with its key. */
  ca: string;
  serverCert: string;
  serverKey: string;
  clientCert: string;
  clientKey: string;
  /** A client certificate no CA of ours signed. */
  strangerCert: string;
  strangerKey: string;
  remove(): void;
}

/**
 * A throwaway certificate authority with a server and a client certificate, made with the openssl
 * command at test time (node:crypto reads certificates but cannot issue them): mutual TLS tested for
 * real without keys checked into the repository.
 */
export function makeTestPki(): TestPki {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pki-'));
  const f = (name: string) => path.join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  const key = (name: string) => openssl('genpkey', '-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:P-256', '-out', f(name));
  key('ca.key');
  openssl('req', '-x509', '-new', '-key', f('ca.key'), '-subj', '/CN=Portal test CA', '-days', '2', '-out', f('ca.pem'));
  const issue = (name: string, subject: string, ext: string, caKey = 'ca.key', caCert = 'ca.pem') => {
    key(`${name}.key`);
    openssl('req', '-new', '-key', f(`${name}.key`), '-subj', subject, '-out', f(`${name}.csr`));
    fs.writeFileSync(f(`${name}.ext`), ext);
    openssl(
      'x509',
      '-req',
      '-in',
      f(`${name}.csr`),
      '-CA',
      f(caCert),
      '-CAkey',
      f(caKey),
      '-CAcreateserial',
      '-days',
      '2',
      '-extfile',
      f(`${name}.ext`),
      '-out',
      f(`${name}.pem`),
    );
  };
  issue('server', '/CN=127.0.0.1', 'subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\n');
  issue('client', '/CN=portal', 'extendedKeyUsage=clientAuth\n');
  // Self-signed: a certificate the server's CA never issued.
  key('stranger.key');
  openssl('req', '-x509', '-new', '-key', f('stranger.key'), '-subj', '/CN=stranger', '-days', '2', '-out', f('stranger.pem'));
  return {
    dir,
    ca: f('ca.pem'),
    serverCert: f('server.pem'),
    serverKey: f('server.key'),
    clientCert: f('client.pem'),
    clientKey: f('client.key'),
    strangerCert: f('stranger.pem'),
    strangerKey: f('stranger.key'),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
