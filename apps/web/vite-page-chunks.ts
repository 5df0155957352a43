import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rollup } from 'vite';

/** `vite build --mode chunk-plan`: the first of the two builds `npm run build` makes (decision 039). */
export const PLAN_MODE = 'chunk-plan';

const planFile = fileURLToPath(new URL('./node_modules/.cache/portal-chunk-plan.json', import.meta.url));

/**
 * Fewer chunks per page (issue 13, decision 039). Left to itself the bundler gives every set of modules
 * that the same pages share a chunk of its own: the Dashboard loaded 80 chunks, 50 of them under 1 kB
 * gzip. Each costs a phone's main thread one to two milliseconds just to be asked for, and several
 * times that under Lighthouse's instruments, whatever its size.
 *
 * The build is made twice. The first (`--mode chunk-plan`, nothing written) is the bundler's own split;
 * from it this plan picks the chunks that at least half of the entry's lazy imports (the pages, the
 * signed-in frame) load, and the second build puts them in the entry's chunk, with everything the entry
 * imports statically. Which pages share a module can only be read from a build: the pages import
 * Mantine's components through its index, which names them all.
 * - Every page loads the entry chunk, so a module moved there is loaded by every page: only the ones that
 *   most pages load anyway are moved (`npm run size` shows what each page pays).
 * - The pages themselves and the lazily loaded schemas, dialogs and sections stay chunks of their own.
 */
export function chunkPlan(mode: string) {
  const planning = mode === PLAN_MODE;
  let index: Set<string> | null = null;
  let plannedFrom = '';
  const plugin: Plugin = {
    name: 'portal-chunk-plan',
    apply: 'build',
    config: () => (planning ? { build: { write: false, manifest: false } } : undefined),
    buildStart() {
      if (planning) return;
      if (!fs.existsSync(planFile))
        this.error(`no chunk plan: build with \`npm run build\`, whose first build (--mode ${PLAN_MODE}) makes it`);
      const saved = JSON.parse(fs.readFileSync(planFile, 'utf8')) as { sources: string; modules: string[] };
      index = new Set(saved.modules);
      plannedFrom = saved.sources;
    },
    generateBundle(_options, bundle) {
      if (!planning) {
        // A plan made from other sources would put other modules in the entry's chunk, silently.
        if (sourcesOf(bundle) !== plannedFrom)
          this.error(`the chunk plan was made from other sources: build with \`npm run build\`, which makes it first`);
        // Evaluating the packages' chunk first must not evaluate any of the app's modules.
        const chunks = Object.values(bundle).filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
        const seen = new Set<string>();
        const visit = (c: Rollup.OutputChunk | undefined) => {
          if (!c || seen.has(c.fileName)) return;
          seen.add(c.fileName);
          const app = Object.keys(c.modules).find((id) => !isPackage(id));
          if (app) this.error(`the packages' chunk imports ${app} (in ${c.fileName}): see isPackage`);
          for (const f of c.imports) visit(chunks.find((d) => d.fileName === f));
        };
        visit(chunks.find((c) => c.name === 'packages'));
        return;
      }
      fs.mkdirSync(path.dirname(planFile), { recursive: true });
      fs.writeFileSync(planFile, JSON.stringify({ sources: sourcesOf(bundle), modules: plan(bundle) }));
    },
  };
  const groups = planning
    ? [{ name: 'index', tags: ['$initial' as const] }]
    : [
        // The packages first, in a chunk of their own that the entry's imports: public/boot.js evaluates it
        // in a task before the entry's, so neither is one long task on a phone (issue 13).
        { name: 'packages', test: (id: string) => index!.has(id) && isPackage(id), priority: 1 },
        { name: 'index', test: (id: string) => index!.has(id) },
      ];
  return { plugin, groups, planning };
}

/**
 * A module of a package, or one a package imports: the bundler's runtime. The packages' chunk must
 * import nothing from the app's, or evaluating it
 * first would evaluate the app's too. Not their stylesheets: the page's CSS stays one file.
 */
const isPackage = (id: string) => (id.includes('/node_modules/') && !id.endsWith('.css')) || id.startsWith('\0');

/** A fingerprint of the app's own source files in a build: their names and contents. */
function sourcesOf(bundle: Rollup.OutputBundle): string {
  const ids = Object.values(bundle)
    .flatMap((o) => (o.type === 'chunk' ? Object.keys(o.modules) : []))
    .filter((id) => !id.includes('/node_modules/') && !id.startsWith('\0') && fs.existsSync(id))
    .sort();
  const hash = createHash('sha256');
  for (const id of new Set(ids)) hash.update(id).update('\0').update(fs.readFileSync(id)).update('\0');
  return hash.digest('hex');
}

/** The modules of the entry's chunks and of every chunk that at least half of its lazy imports load. */
function plan(bundle: Rollup.OutputBundle): string[] {
  const chunks = new Map(
    Object.values(bundle)
      .filter((o): o is Rollup.OutputChunk => o.type === 'chunk')
      .map((c) => [c.fileName, c]),
  );
  const closure = (file: string, into = new Set<string>()) => {
    if (into.has(file)) return into;
    into.add(file);
    for (const dep of chunks.get(file)?.imports ?? []) closure(dep, into);
    return into;
  };
  const entry = new Set<string>();
  for (const c of chunks.values()) if (c.isEntry) closure(c.fileName, entry);
  const lazy = new Set([...entry].flatMap((f) => chunks.get(f)!.dynamicImports).filter((f) => !entry.has(f)));
  const users = new Map<string, number>();
  for (const page of lazy)
    for (const f of closure(page)) if (!entry.has(f) && !chunks.get(f)!.isDynamicEntry) users.set(f, (users.get(f) ?? 0) + 1);
  // A chunk with a stylesheet stays where it is: in the entry's, its CSS would block every page's first paint.
  const moved = [...users].filter(([f, n]) => n * 2 >= lazy.size && !chunks.get(f)!.viteMetadata?.importedCss.size).map(([f]) => f);
  return [...entry, ...moved].flatMap((f) => Object.keys(chunks.get(f)!.modules));
}
