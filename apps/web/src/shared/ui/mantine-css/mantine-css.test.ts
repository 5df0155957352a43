import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

/*
 * Mantine's CSS is imported per component (issue 13): the shell's by the entry (./shell.ts), the rest by the
 * lazy modules that draw it. A component whose CSS nobody imports draws unstyled and no type check sees it;
 * this test does. For the entry and for each module loaded with import(), the Mantine components its static
 * imports reach must find their CSS, and that of the components they are built on, among the files those
 * imports (or the entry's) bring. What a component is built on is read from @mantine/core itself: the CSS
 * classes its module, and every module it imports, draw with.
 */
const SRC = fileURLToPath(new URL('../../..', import.meta.url));
const require = createRequire(import.meta.url);
const CORE = path.dirname(require.resolve('@mantine/core/styles.css'));
const PACKAGES = ['charts', 'modals', 'notifications'];

const read = (file: string) => fs.readFileSync(file, 'utf8');
/** The capture groups of every match, '' for a group that took no part. */
const each = (text: string, re: RegExp) =>
  [...text.matchAll(re)].map((m) => [0, 1, 2, 3].map((i) => m[i] ?? '') as [string, string, string, string]);
/** `Name` of `Name as Alias` (an import's local name is the first). */
const firstName = (spec: string) => spec.trim().split(/\s+as\s+/)[0] ?? '';

/** Which of @mantine/core/styles/*.css holds each CSS class. */
function classFiles(): Map<string, string> {
  const owner = new Map<string, string>();
  for (const name of fs.readdirSync(path.join(CORE, 'styles'))) {
    if (!name.endsWith('.css') || name.endsWith('.layer.css')) continue;
    for (const [, cls] of each(read(path.join(CORE, 'styles', name)), /\b(m_[0-9a-f]+)\b/g)) {
      if (!owner.has(cls)) owner.set(cls, name.replace(/\.css$/, ''));
    }
  }
  return owner;
}

const owner = classFiles();
const coreExports = new Map<string, string>();
for (const [, names, from] of each(read(path.join(CORE, 'esm/index.mjs')), /import \{([^}]*)\} from "(\.[^"]+)"/g)) {
  for (const name of names.split(',')) {
    const [local = '', exported = local] = name.trim().split(/\s+as\s+/);
    if (local) coreExports.set(exported.trim(), path.join(CORE, 'esm', from));
  }
}

/** The style files a @mantine/core export draws with: its CSS module's classes and its imports'. */
const stylesOfExport = new Map<string, Set<string>>();
function stylesOf(name: string): Set<string> {
  let styles = stylesOfExport.get(name);
  if (styles) return styles;
  styles = new Set();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = read(file);
    if (file.endsWith('.module.mjs')) for (const [, cls] of each(code, /"(m_[0-9a-f]+)"/g)) styles.add(owner.get(cls) ?? `?${cls}`);
    for (const [, spec] of each(code, /from "(\.[^"]+)"/g)) visit(path.resolve(path.dirname(file), spec));
  };
  const entry = coreExports.get(name);
  if (entry) visit(entry);
  stylesOfExport.set(name, styles);
  return styles;
}

/** The @mantine/core exports another Mantine package draws with. */
function coreNamesOf(pkg: string): Set<string> {
  const names = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = read(file);
    for (const [, list] of each(code, /import \{([^}]*)\} from "@mantine\/core"/g)) {
      for (const n of list.split(',')) if (n.trim()) names.add(firstName(n));
    }
    for (const [, spec] of each(code, /from "(\.[^"]+)"/g)) visit(path.resolve(path.dirname(file), spec));
  };
  visit(path.join(path.dirname(require.resolve(`@mantine/${pkg}`)), '../esm/index.mjs'));
  return names;
}

interface Module {
  imports: string[];
  lazy: string[];
  core: string[];
  packages: string[];
  css: string[];
}

function resolveSource(from: string, spec: string): string | undefined {
  const base = spec.startsWith('@/')
    ? path.join(SRC, spec.slice(2))
    : spec.startsWith('.')
      ? path.resolve(path.dirname(from), spec)
      : undefined;
  if (!base) return undefined;
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
}

const modules = new Map<string, Module>();
function parse(file: string): Module {
  const known = modules.get(file);
  if (known) return known;
  const code = read(file);
  const module: Module = { imports: [], lazy: [], core: [], packages: [], css: [] };
  for (const [, typeOnly, clause, spec] of each(code, /import\s+(type\s+)?([^;'"]*?)\s+from\s+'([^']+)'/g)) {
    if (typeOnly) continue;
    if (spec === '@mantine/core') {
      const names = clause.replace(/^[^{]*\{/, '').replace(/\}[\s\S]*$/, '');
      for (const n of names.split(',')) if (n.trim() && !n.trim().startsWith('type ')) module.core.push(firstName(n));
    } else if (PACKAGES.some((p) => spec === `@mantine/${p}`)) {
      module.packages.push(spec.slice('@mantine/'.length));
    } else {
      const target = resolveSource(file, spec);
      if (target) module.imports.push(target);
    }
  }
  for (const [, spec] of each(code, /^import\s+'([^']+)';/gm)) {
    if (spec.endsWith('.css')) module.css.push(spec);
    else {
      const target = resolveSource(file, spec);
      if (target) module.imports.push(target);
    }
  }
  for (const [, spec] of each(code, /import\('([^']+)'\)/g)) {
    const target = resolveSource(file, spec);
    if (target) module.lazy.push(target);
  }
  modules.set(file, module);
  return module;
}

/** A module and everything its static imports reach. */
function reach(root: string): Module[] {
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...parse(file).imports);
  }
  return [...seen].map(parse);
}

/** The style files a set of modules needs, and the ones it imports (core by name, others by path). */
function cssOf(reached: Module[]) {
  const needed = new Set<string>();
  const packages = new Set(reached.flatMap((m) => m.packages));
  for (const name of [...reached.flatMap((m) => m.core), ...[...packages].flatMap((p) => [...coreNamesOf(p)])]) {
    for (const style of stylesOf(name)) needed.add(style);
  }
  for (const pkg of packages) if (pkg !== 'modals') needed.add(`@mantine/${pkg}`);
  const imported = new Set<string>();
  for (const spec of reached.flatMap((m) => m.css)) {
    const core = spec.match(/^@mantine\/core\/styles\/(.+?)(\.layer)?\.css$/);
    const other = spec.match(/^(@mantine\/[a-z]+)\/styles(\.layer)?\.css$/);
    if (core?.[1]) imported.add(core[1]);
    else if (other?.[1]) imported.add(other[1]);
  }
  return { needed, imported };
}

const entry = path.join(SRC, 'main.tsx');
const entryCss = cssOf(reach(entry));
/** Every module the client loads with import(), however deep. */
const lazyModules = new Set<string>();
const queue = [entry];
while (queue.length) {
  for (const m of reach(queue.pop()!)) {
    for (const lazy of m.lazy.filter((l) => !lazyModules.has(l))) {
      lazyModules.add(lazy);
      queue.push(lazy);
    }
  }
}

describe('Mantine CSS per component (issue 13)', () => {
  test('@mantine/core is read: components map to their style files', () => {
    expect([...stylesOf('Select')].sort()).toEqual(expect.arrayContaining(['Combobox', 'Input', 'Popover']));
    expect(stylesOf('Button')).toEqual(new Set(['Button', 'Loader', 'UnstyledButton']));
    expect(lazyModules.size).toBeGreaterThan(20);
  });

  test('the entry imports the CSS of everything it draws', () => {
    expect([...entryCss.needed].filter((s) => !entryCss.imported.has(s))).toEqual([]);
  });

  test("no module imports Mantine's whole stylesheet (every component's CSS, 35 kB gzip)", () => {
    const whole = [...modules].filter(([, m]) => m.css.some((c) => /^@mantine\/core\/styles(\.layer)?\.css$/.test(c)));
    expect(whole.map(([file]) => path.relative(SRC, file))).toEqual([]);
  });

  test.each([...lazyModules].map((file) => [path.relative(SRC, file), file]))('%s imports the CSS it draws with', (_name, file) => {
    const { needed, imported } = cssOf(reach(file));
    const missing = [...needed].filter((s) => !imported.has(s) && !entryCss.imported.has(s));
    expect(missing, 'import it from @/shared/ui/mantine-css (or add the file to an area there)').toEqual([]);
  });
});
