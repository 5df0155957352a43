#!/usr/bin/env node
// Lighthouse on the Login page and the demo individual's Dashboard, with Debian's Chromium, against the
// built client (`npm run build` first) served by the real server on a fresh PGlite folder. Mobile
// emulation and throttling are Lighthouse's defaults; `--desktop` uses its desktop preset. Scores vary
// a little from run to run and with what else the machine is doing: compare runs, do not gate on them.
// Reports (HTML) are written to artifacts/lighthouse/.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';

const desktop = process.argv.includes('--desktop');
const dist = path.resolve('apps/web/dist');
if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error('No built client: run `npm run build` first.');
  process.exit(1);
}

const PORT = 19080 + Math.floor(Math.random() * 1000);
const origin = `http://127.0.0.1:${PORT}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lighthouse-'));
const outDir = path.resolve('artifacts/lighthouse');
fs.mkdirSync(outDir, { recursive: true });
// NODE_ENV=test keeps the demo SMS outbox on, which this script reads the login code from.
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  env: { ...process.env, PORT: String(PORT), GATEWAY_PORT: String(PORT + 1), DATA_DIR: dataDir, WEB_DIST: dist, LOG_LEVEL: 'warn', NODE_ENV: 'test', DATABASE_URL: '' },
  stdio: ['ignore', 'inherit', 'inherit'],
});

const deviceInfo = { hasBiometric: false, deviceID: 'lighthouse', deviceType: 'desktop', versionNo: 'lighthouse', platform: 'node', channel: 'I' };
async function call(apiPath, body) {
  const response = await fetch(`${origin}/api/${apiPath}`, { method: 'POST', headers: { 'content-type': 'application/json', 'X-sessionID': '' }, body: JSON.stringify({ deviceInfo, ...body }) });
  return response.json();
}

async function waitReady() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

/** The demo individual signs in by mobile and the code from the outbox; answers the stored auth state. */
async function signInDemoIndividual() {
  const userName = '96890000001';
  const challenge = await call('Authentication/AjaxAdminLogin', { credentials: { userName, password: '' } });
  if (challenge.result.errorCode !== -2) throw new Error(`login answered ${challenge.result.errorCode}`);
  const outbox = await (await fetch(`${origin}/api/dev/outbox?mobile=${userName}`)).json();
  const pin = outbox.messages.find((m) => m.code)?.code;
  const { utr, otp } = challenge.details.authenticate;
  const answer = await call('Authentication/AjaxAdminLogin', { credentials: { userName, password: '' }, authenticate: { pin, utr, otp } });
  if (answer.result.errorCode !== 0) throw new Error(`code confirmation answered ${answer.result.errorCode}`);
  const d = answer.details;
  // The shape apps/web/src/shared/api/session-store.ts keeps.
  return { custInfo: d.customerInfo, legalDocument: d.legalDocument, authenticationInfo: d.authenticationInfo, isLoggedIn: true, Menu: d.menu, TimerSessionTimeout: d.timerSessionTimeout, DecimalLength: d.decimalLength };
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
let chrome;
try {
  await waitReady();
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const flags = { port: chrome.port, output: 'html', onlyCategories: CATEGORIES, logLevel: 'error' };
  const config = desktop ? desktopConfig : undefined;
  const rows = [];

  async function audit(name, url, extraFlags = {}) {
    const result = await lighthouse(url, { ...flags, ...extraFlags }, config);
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((result.lhr.categories[c]?.score ?? 0) * 100)]));
    const a = result.lhr.audits;
    const metrics = {
      FCP: a['first-contentful-paint']?.displayValue,
      LCP: a['largest-contentful-paint']?.displayValue,
      TBT: a['total-blocking-time']?.displayValue,
      CLS: a['cumulative-layout-shift']?.displayValue,
    };
    fs.writeFileSync(path.join(outDir, `${name.toLowerCase()}${desktop ? '-desktop' : ''}.html`), result.report);
    rows.push({ page: name, ...scores, ...metrics });
    const failing = Object.values(a).filter((x) => x.score !== null && x.score < 0.9 && x.scoreDisplayMode !== 'informative' && x.scoreDisplayMode !== 'notApplicable');
    if (failing.length) console.log(`${name}: audits below 90: ${failing.map((x) => `${x.id} (${Math.round(x.score * 100)})`).join(', ')}`);
  }

  await audit('Login', `${origin}/BillPaymentClient/`);

  // Signed in: the auth state goes into local storage first, and Lighthouse must not wipe it.
  const auth = await signInDemoIndividual();
  const page = await browser.newPage();
  await page.goto(`${origin}/BillPaymentClient/UnAuthorized`);
  await page.evaluate((raw) => localStorage.setItem('auth', raw), JSON.stringify(auth));
  // A cold visit like the Login one: everything but the sign-in goes (HTTP cache, worker and its caches).
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'cache_storage,service_workers' });
  await page.close();
  await audit('Dashboard', `${origin}/BillPaymentClient/Dashboard`, { disableStorageReset: true });

  await browser.disconnect();
  console.log(`\nLighthouse ${desktop ? 'desktop' : 'mobile (default throttling)'}; reports in ${path.relative(process.cwd(), outDir)}/`);
  console.table(rows);
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
