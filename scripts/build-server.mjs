#!/usr/bin/env node
// The compiled server (decision 018): apps/server/src bundled by esbuild into apps/server/dist, with
// the PDF worker as an entry of its own beside it (pdf-pool.ts looks for ./pdf-worker.js). The
// contract package is TypeScript, so it is bundled in; every other dependency stays an import from
// node_modules (native argon2, PGlite's wasm and react-pdf's fonts are loaded from their packages).
// Run with `npm run start:prod` (node --enable-source-maps apps/server/dist/server.js).
// `--outdir <folder>` builds elsewhere inside apps/server (the tests build their own copy).
// `--no-demo-data` leaves out the prebuilt demo database.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { demoDataInputs } from './demo-data-inputs.mjs';

const { values } = parseArgs({
  options: { outdir: { type: 'string', default: 'dist' }, 'no-demo-data': { type: 'boolean', default: false } },
});

const serverDir = fileURLToPath(new URL('../apps/server/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${serverDir}package.json`, 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => name !== '@portal/contract');

// `npm start` builds at every run: a demo database made from the same sources is kept, not made again
// (it costs 10-40 s). Its stamp names the inputs it was made from (demo-data-inputs.mjs).
const outdir = `${serverDir}${values.outdir}`;
const inputs = values['no-demo-data'] ? undefined : demoDataInputs();
const stamp = `${outdir}/demo-data/demo-data.json`;
const keepDemo = inputs !== undefined && existsSync(stamp) && JSON.parse(readFileSync(stamp, 'utf8')).inputs === inputs;
for (const entry of existsSync(outdir) ? readdirSync(outdir) : [])
  if (!(keepDemo && entry === 'demo-data')) rmSync(`${outdir}/${entry}`, { recursive: true, force: true });
const started = Date.now();
const result = await build({
  absWorkingDir: serverDir,
  entryPoints: { server: 'src/server.ts', 'pdf-worker': 'src/modules/invoices/pdf-worker.ts' },
  outdir: values.outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  external,
  tsconfig: 'tsconfig.json',
  sourcemap: true,
  // Names stay readable in stack traces and logs; a server gains nothing from minified code.
  minify: false,
  metafile: true,
  logLevel: 'warning',
});
// The embedded demo's database, made here once rather than at each first start (decision 051). Tests
// that compile their own copy and start it on seeded folders skip it (--no-demo-data).
const demo =
  inputs === undefined || keepDemo
    ? undefined
    : spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./build-demo-data.ts', import.meta.url)), outdir, inputs], {
        stdio: 'inherit',
      });
if (demo && demo.status !== 0) throw new Error('the prebuilt demo database was not made');
const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
for (const [file, { bytes }] of outputs) console.log(`${file}  ${(bytes / 1024).toFixed(0)} kB`);
console.log(`server compiled in ${Date.now() - started} ms${keepDemo ? ' (the demo database was up to date)' : ''}`);
