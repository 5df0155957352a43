#!/usr/bin/env node
// The JavaScript (gzip) a first visit to each route loads: the entry chunk, its static imports, and the
// route's lazy chunk with its static imports; and the render-blocking CSS (what index.html links).
// Reports what is over issue 13's goals, and fails above the ceilings (decisions 024, 028). Run after
// `npm run build`; `npm test` runs it.
//   npm run size               the table, and exit 1 over a ceiling
//   npm run size -- --why      also what each route's JavaScript is made of, by package
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const KB = 1024;
/** Issue 13's goals. */
export const GOALS = { login: 150 * KB, route: 200 * KB, blockingCss: 15 * KB };
/**
 * What fails the run: the goals themselves. Every route is within them since the browser runs Preact
 * (decision 036) and each page's first screen leaves out zod, dialogs and what is below the fold
 * (decisions 032–035); a change that grows a route past its goal fails `npm test`.
 */
export const CEILINGS = GOALS;

const dist = path.resolve(process.env.WEB_DIST ?? 'apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error('No build manifest: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const why = process.argv.includes('--why');

const LOGIN = 'Login (/)';
// A signed-in page also loads the signed-in frame, a chunk of its own (app/route-table.tsx).
const SIGNED_IN = 'app/layout/app-layout';
const ROUTES = {
  [LOGIN]: ['app/routes/login-route'],
  OTPLogin: ['features/auth/components/otp-login-page'],
  SelfRegistration: ['features/registration/components/self-registration-page'],
  QuickPayment: ['features/quick-payment/components/quick-payment-page'],
  OneTimePayment: ['features/one-time-payment/components/one-time-payment-page'],
  PaymentForm: ['features/payment-form/components/payment-form-page'],
  ConfirmPayment: ['features/payment-result/components/confirm-payment-page'],
  Dashboard: ['features/dashboard/components/dashboard-page', SIGNED_IN],
  ShowUsageAccount: ['features/dashboard/components/usage-page', SIGNED_IN],
  RegistredBill: ['features/registered-bills/components/registered-bills-page', SIGNED_IN],
  CardManagement: ['features/cards/components/card-management-page', SIGNED_IN],
  TransactionHistory: ['features/transaction-history/components/transaction-history-page', SIGNED_IN],
  LocationDetails: ['features/locations/components/location-details-page', SIGNED_IN],
  BrancheDetails: ['features/branches/components/branch-details-page', SIGNED_IN],
  // The Notifications section below the form loads when scrolled near (app/route-table.tsx).
  PersonalProfile: ['features/profile/components/profile-page', SIGNED_IN],
  'A2AeSh7an (gift cards)': ['features/gift-cards/components/gift-cards-page'],
  A2AeSh7anPayment: ['features/gift-cards/components/gift-card-payment-page'],
};

/**
 * No page's first screen loads zod: the contract's schemas come with the first call and a form's rules with
 * its first use (decision 032). A static import of zod or of a schema on any route fails the run.
 */
const ZOD_FREE = Object.keys(ROUTES);

const gzCache = new Map();
const gz = (file) => {
  if (!gzCache.has(file)) gzCache.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzCache.get(file);
};
const kb = (bytes) => (bytes / KB).toFixed(1);

function collect(key, seen) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  for (const dep of chunk.imports ?? []) collect(dep, seen);
}

// What index.html links before anything is drawn.
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const blockingCss = [...html.matchAll(/<link rel="stylesheet"[^>]*href="[^"]*\/(assets\/[^"]+\.css)"/g)].map((m) => m[1]);
const blockingCssBytes = blockingCss.reduce((sum, f) => sum + gz(f), 0);

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const modulesPath = path.join(dist, '.vite/modules.json');
const modules = fs.existsSync(modulesPath) ? JSON.parse(fs.readFileSync(modulesPath, 'utf8')) : null;
if (!modules) console.error('No .vite/modules.json: build with the bundle report plugin (apps/web/vite.config.ts).');
const rows = [];
const over = [];
const overGoal = [];
const compositions = [];
for (const [route, candidates] of Object.entries(ROUTES)) {
  const seen = new Set();
  collect(entryKey, seen);
  const found = candidates.flatMap((c) => Object.keys(manifest).filter((k) => k.includes(c)));
  if (!found.length) {
    over.push(`${route}: no chunk found for ${candidates.join(', ')}`);
    continue;
  }
  for (const k of found) collect(k, seen);
  const files = [...seen].map((k) => manifest[k].file);
  const js = files.reduce((sum, f) => sum + gz(f), 0);
  const goal = route === LOGIN ? GOALS.login : GOALS.route;
  const ceiling = route === LOGIN ? CEILINGS.login : CEILINGS.route;
  if (js > ceiling) over.push(`${route}: ${kb(js)} kB of JavaScript, ceiling ${kb(ceiling)} kB`);
  else if (js > goal) overGoal.push(route);
  if (modules && ZOD_FREE.includes(route)) {
    const zod = files.flatMap((f) => Object.keys(modules[f] ?? {})).filter((id) => /node_modules\/zod\//.test(id));
    if (zod.length) over.push(`${route}: loads zod on its first screen (${zod.length} modules), decision 032`);
  }
  rows.push({ route, 'JS gzip (kB)': kb(js), 'goal (kB)': kb(goal), 'ceiling (kB)': kb(ceiling), chunks: seen.size });
  if (why) compositions.push([route, files]);
}
if (blockingCssBytes > CEILINGS.blockingCss)
  over.push(`render-blocking CSS: ${kb(blockingCssBytes)} kB, ceiling ${kb(CEILINGS.blockingCss)} kB`);

console.table(rows);
console.log(
  `Render-blocking CSS: ${kb(blockingCssBytes)} kB gzip (${blockingCss.join(', ') || 'none'}), goal and ceiling ${kb(CEILINGS.blockingCss)} kB`,
);

if (why) explain(compositions);

if (over.length) {
  console.error(`\nOver the ceiling:\n  ${over.join('\n  ')}`);
  process.exit(1);
}
console.log(`Within the ceilings; over issue 13's goal: ${overGoal.length ? overGoal.join(', ') : 'none'}.`);

/** Each route's gzip bytes shared out among packages by the modules' sizes in each chunk. */
function explain(routes) {
  if (!modules) return;
  const owner = (id) => {
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
    if (pkg) return pkg[1];
    if (id.includes('packages/contract')) return 'packages/contract';
    // Module ids are relative to apps/web: src/features/<area>/…, src/shared/…, src/locales/…
    const own = /(?:^|\/)src\/(features\/[^/]+|[^/]+)/.exec(id);
    return own ? `web:${own[1]}` : id;
  };
  for (const [route, files] of routes) {
    const byOwner = new Map();
    for (const file of files) {
      const mods = Object.entries(modules[file] ?? {});
      const total = mods.reduce((s, [, n]) => s + n, 0) || 1;
      for (const [id, n] of mods) byOwner.set(owner(id), (byOwner.get(owner(id)) ?? 0) + (gz(file) * n) / total);
    }
    const top = [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, 25);
    console.log(`\n${route}:`);
    for (const [name, bytes] of top) console.log(`  ${kb(bytes).padStart(6)} kB  ${name}`);
  }
}
