#!/usr/bin/env node
// Prints the gzipped JavaScript (and CSS) a first visit to each route loads: the entry chunk, its
// static imports, and the route's lazy chunk with its static imports. Run after `npm run build`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve('apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error('No build manifest: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));

const ROUTES = {
  'Login (/)': ['features/auth/components/login-page', 'features/quick-payment/components/quick-payment-panel', 'app/routes/login-route'],
  'OTPLogin': ['features/auth/components/otp-login-page'],
  'SelfRegistration': ['features/registration/components/self-registration-page'],
  'QuickPayment': ['features/quick-payment/components/quick-payment-page'],
  'OneTimePayment': ['features/one-time-payment/components/one-time-payment-page'],
  'PaymentForm': ['features/payment-form/components/payment-form-page'],
  'ConfirmPayment': ['features/payment-result/components/confirm-payment-page'],
  'Dashboard': ['features/dashboard/components/dashboard-page'],
  'ShowUsageAccount': ['features/dashboard/components/usage-page'],
  'RegistredBill': ['features/registered-bills/components/registered-bills-page'],
  'CardManagement': ['features/cards/components/card-management-page'],
  'TransactionHistory': ['features/transaction-history/components/transaction-history-page'],
  'LocationDetails': ['features/locations/components/location-details-page'],
  'BrancheDetails': ['features/branches/components/branch-details-page'],
  'PersonalProfile': ['features/profile/components/profile-page'],
  'A2AeSh7an (gift cards)': ['features/gift-cards/components/gift-cards-page'],
  'A2AeSh7anPayment': ['features/gift-cards/components/gift-card-payment-page'],
};

const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

function collect(key, seen) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  for (const dep of chunk.imports ?? []) collect(dep, seen);
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const rows = [];
for (const [route, candidates] of Object.entries(ROUTES)) {
  const seen = new Set();
  collect(entryKey, seen);
  const found = candidates.flatMap((c) => Object.keys(manifest).filter((k) => k.includes(c)));
  if (!found.length) continue;
  for (const k of found) collect(k, seen);
  let js = 0;
  let css = 0;
  for (const k of seen) {
    js += gz(manifest[k].file);
    for (const c of manifest[k].css ?? []) css += gz(c);
  }
  rows.push({ route, 'JS gzip (kB)': (js / 1024).toFixed(1), 'CSS gzip (kB)': (css / 1024).toFixed(1), chunks: seen.size });
}
console.table(rows);
