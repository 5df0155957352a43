#!/usr/bin/env node
// The JavaScript (gzip) a first visit to each route loads: the entry chunk, its static imports, the
// route's lazy chunk with its static imports, and the strings of one language (the heavier); and the
// render-blocking CSS (what index.html links). The back office's entry script and stylesheet too (decision
// 043). Fails above the ceilings (decisions 024, 042). The pages are read from apps/web/src/app/route-modules.ts.
// Run after `npm run build`; `npm test` runs it.
//   npm run size               the table, and exit 1 over a ceiling
//   npm run size -- --why      also what each route's JavaScript is made of, by package
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const KB = 1024;
/**
 * What fails the run (issue 29, decision 042): React 19 in the browser costs about 55 kB more than the
 * Preact it replaced, so the budgets are set for React. Login, the first page most people see, has less.
 */
export const CEILINGS = { login: 195 * KB, route: 245 * KB, blockingCss: 15 * KB };
/**
 * The back office (decision 043) is one entry with no lazy route: every screen loads its script and its
 * stylesheet. Staff use it on office connections, so its budget is what it weighs now (issue 32: 280.5 kB
 * of JavaScript, 37.2 kB of CSS) and about 3 % more: growth past that is noticed and decided, not drift.
 */
export const BACK_OFFICE_CEILINGS = { entry: 289 * KB, css: 38.5 * KB };

const dist = path.resolve(process.env.WEB_DIST ?? 'apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error('No build manifest: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const why = process.argv.includes('--why');

const LOGIN = 'login';
/** The signed-in frame (header, menu, idle timeout): a chunk every signed-in page loads with its own. */
const SIGNED_IN = 'src/app/layout/app-layout.tsx';
const ROUTE_MODULES = 'apps/web/src/app/route-modules.ts';
/** A page's strings, one language's (decision 076): each page is counted with the heavier of the two. */
const STRINGS = ['src/shared/i18n/strings-en.ts', 'src/shared/i18n/strings-ar.ts'];

/**
 * Every page module, read from the one file the route table takes its pages from (route-modules.ts), so
 * a page added there is budgeted here: the name of its loader, its module as the build manifest names
 * it, and whether it is drawn inside the signed-in frame (`signedInPages`, `everyonePages`: budgeted
 * with it, the heavier of its two ways in).
 */
function routesOf(source) {
  const routes = {};
  let signedIn = false;
  for (const line of source.split('\n')) {
    const group = /^export const (\w+)Pages = \{/.exec(line);
    if (group) signedIn = group[1] !== 'visitor';
    const page = /^\s*(\w+): \(\) =>(?:\s*import\('([^']+)'\))?/.exec(line);
    if (!page) continue;
    // A loader may wrap its import onto the next line (prettier); it is read below.
    routes[page[1]] = { spec: page[2], signedIn };
  }
  const pending = Object.entries(routes).filter(([, r]) => !r.spec);
  for (const [name, route] of pending) {
    const rest = source.slice(source.indexOf(`  ${name}: () =>`));
    route.spec = /import\('([^']+)'\)/.exec(rest)?.[1];
  }
  const modules = {};
  for (const [name, { spec, signedIn: inFrame }] of Object.entries(routes)) {
    if (!spec) throw new Error(`${ROUTE_MODULES}: no import() for ${name}`);
    const module = spec.startsWith('@/') ? `src/${spec.slice(2)}` : `src/app/${spec.replace(/^\.\//, '')}`;
    // One row per module: the content pages share one.
    if (Object.values(modules).some((m) => m.module === module)) continue;
    modules[name] = { module, signedIn: inFrame };
  }
  return modules;
}
const ROUTES = routesOf(fs.readFileSync(path.resolve(ROUTE_MODULES), 'utf8'));

/**
 * No page's first screen loads zod: the contract's schemas come with the first call and a form's rules with
 * its first use (decision 032). A static import of zod or of a schema on any other route fails the run.
 * The password pages build their rules with zod at once: each is opened from a link on a page that has
 * started fetching zod when idle (decision 035), and each is within its budget with it (issue 29's note).
 */
const ZOD_ALLOWED = new Set(['changePassword', 'forget', 'forgetCreate', 'createPassword']);
const ZOD_FREE = Object.keys(ROUTES).filter((route) => !ZOD_ALLOWED.has(route));

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
const compositions = [];
for (const [route, { module, signedIn }] of Object.entries(ROUTES)) {
  const seen = new Set();
  collect(entryKey, seen);
  const candidates = [module, ...(signedIn ? [SIGNED_IN] : [])];
  const found = candidates.map((c) => ['.tsx', '.ts'].map((ext) => c + ext).find((k) => manifest[k]) ?? (manifest[c] ? c : null));
  if (found.includes(null)) {
    over.push(`${route}: no chunk found for ${candidates.join(', ')}`);
    continue;
  }
  for (const k of found) collect(k, seen);
  if (STRINGS.some((k) => !manifest[k])) over.push(`no chunk found for ${STRINGS.join(', ')}`);
  const withStrings = STRINGS.map((k) => {
    const all = new Set(seen);
    collect(k, all);
    const files = [...all].map((key) => manifest[key].file);
    return { files, js: files.reduce((sum, f) => sum + gz(f), 0) };
  });
  const { files, js } = withStrings.reduce((a, b) => (b.js > a.js ? b : a));
  const ceiling = route === LOGIN ? CEILINGS.login : CEILINGS.route;
  if (js > ceiling) over.push(`${route}: ${kb(js)} kB of JavaScript, ceiling ${kb(ceiling)} kB`);
  if (modules && ZOD_FREE.includes(route)) {
    const zod = files.flatMap((f) => Object.keys(modules[f] ?? {})).filter((id) => /node_modules\/zod\//.test(id));
    if (zod.length) over.push(`${route}: loads zod on its first screen (${zod.length} modules), decision 032`);
  }
  rows.push({ route, 'signed-in frame': signedIn ? 'yes' : '', 'JS gzip (kB)': kb(js), 'ceiling (kB)': kb(ceiling), chunks: seen.size });
  if (why) compositions.push([route, files]);
}
if (blockingCssBytes > CEILINGS.blockingCss)
  over.push(`render-blocking CSS: ${kb(blockingCssBytes)} kB, ceiling ${kb(CEILINGS.blockingCss)} kB`);

console.table(rows);
console.log(
  `Render-blocking CSS: ${kb(blockingCssBytes)} kB gzip (${blockingCss.join(', ') || 'none'}), ceiling ${kb(CEILINGS.blockingCss)} kB`,
);

if (why) explain(compositions);
backOffice();

if (over.length) {
  console.error(`\nOver the ceiling:\n  ${over.join('\n  ')}`);
  process.exit(1);
}
console.log(`Within the ceilings: ${rows.length} pages.`);

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

/** The back office's entry script and stylesheet against their ceilings (both are what its index.html loads). */
function backOffice() {
  const boDist = path.resolve(process.env.BACK_OFFICE_DIST ?? 'apps/backoffice/dist');
  const index = path.join(boDist, 'index.html');
  if (!fs.existsSync(index)) {
    over.push('back office: no build in apps/backoffice/dist (npm run build -w apps/backoffice)');
    return;
  }
  const boHtml = fs.readFileSync(index, 'utf8');
  const linked = (re) => [...boHtml.matchAll(re)].map((m) => m[1]);
  const size = (files) => files.reduce((sum, f) => sum + zlib.gzipSync(fs.readFileSync(path.join(boDist, f)), { level: 9 }).length, 0);
  const js = size(linked(/<script type="module"[^>]*src="\/BackOffice\/([^"]+\.js)"/g));
  const css = size(linked(/<link rel="stylesheet"[^>]*href="\/BackOffice\/([^"]+\.css)"/g));
  console.table([
    { 'back office': 'entry JS', 'gzip (kB)': kb(js), 'ceiling (kB)': kb(BACK_OFFICE_CEILINGS.entry) },
    { 'back office': 'CSS', 'gzip (kB)': kb(css), 'ceiling (kB)': kb(BACK_OFFICE_CEILINGS.css) },
  ]);
  if (!js) over.push('back office: no entry script found in its index.html');
  if (js > BACK_OFFICE_CEILINGS.entry) over.push(`back office: ${kb(js)} kB of JavaScript, ceiling ${kb(BACK_OFFICE_CEILINGS.entry)} kB`);
  if (css > BACK_OFFICE_CEILINGS.css) over.push(`back office: ${kb(css)} kB of CSS, ceiling ${kb(BACK_OFFICE_CEILINGS.css)} kB`);
}
