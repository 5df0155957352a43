#!/usr/bin/env node
// API throughput on this machine: starts the real server on a fresh PGlite folder (or DATABASE_URL)
// and loads a few calls with autocannon. Figures are for comparison between changes, not promises.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const PORT = 18080 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${PORT}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    GATEWAY_PORT: String(PORT + 1),
    BILLER_NETWORK_PORT: '0',
    WALLET_PORT: '0',
    UTILITY_DATA_PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
    NODE_ENV: 'test',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitReady() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

const deviceInfo = { deviceID: 'bench', deviceType: 'desktop', versionNo: 'bench', platform: 'node', channel: 'I' };
const body = (extra) => JSON.stringify({ deviceInfo, ...extra });
const CASES = [
  { name: 'GET /healthz', method: 'GET', path: '/healthz' },
  { name: 'Common/GetBillers (all)', path: '/api/Common/GetBillers', body: body({ categoryInfo: { categoryId: 0 } }) },
  {
    name: 'RegistredBills/InquirePostBill',
    path: '/api/RegistredBills/InquirePostBill',
    body: body({ postPaidBill: { billingNo: '12345678', billerID: 11, serviceID: 111, Channel: 'I' } }),
  },
  { name: 'Common/GetLookUp', path: '/api/Common/GetLookUp', body: body({ lookupsInfo: { code: 'DocumentType,NATCODE' } }) },
];

try {
  await waitReady();
  const results = [];
  for (const c of CASES) {
    const r = await autocannon({
      url: base + c.path,
      method: c.method ?? 'POST',
      headers: { 'content-type': 'application/json' },
      body: c.body,
      connections: 10,
      duration: Number(process.env.BENCH_SECONDS ?? 8),
    });
    results.push({
      call: c.name,
      'req/s': Math.round(r.requests.average),
      'p50 ms': r.latency.p50,
      'p99 ms': r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors,
    });
  }
  console.table(results);
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
