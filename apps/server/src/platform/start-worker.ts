import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts a worker thread from its entry file, run from source or from a bundle.
 *
 * From source (`tsx src/server.ts`, vitest) the entry is .ts, which Node cannot load by itself, and
 * on Node 20 tsx's `--import` hooks apply to the main thread only (tsx registers them in workers from
 * Node 22.22). So the worker starts at tsx-worker.mjs, which registers tsx and imports the entry; the
 * parent's own tsx flags are left out so that tsx is registered exactly once on every Node version.
 * A bundle (a future esbuild build) emits the entry as .js of its own and it starts directly.
 */
export function startWorker(entry: URL, options: Omit<WorkerOptions, 'workerData' | 'execArgv'> = {}): Worker {
  if (!/\.tsx?$/.test(entry.pathname)) return new Worker(entry, options);
  return new Worker(new URL('./tsx-worker.mjs', import.meta.url), {
    ...options,
    workerData: { tsxEntry: entry.href },
    execArgv: withoutTsx(process.execArgv),
  });
}

const LOADER_FLAGS = new Set(['--import', '--require', '-r']);
const isTsx = (spec: string) => spec === 'tsx' || spec.startsWith('tsx/') || /[\\/]node_modules[\\/]tsx[\\/]/.test(spec);

/** The flags less tsx's own `--import`/`--require` (of `tsx` or a file inside its package), both spellings. */
function withoutTsx(argv: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const eq = arg.indexOf('=');
    if (!LOADER_FLAGS.has(eq < 0 ? arg : arg.slice(0, eq))) {
      out.push(arg);
      continue;
    }
    const flag = eq < 0 ? [arg, argv[++i] ?? ''] : [arg];
    if (!isTsx(eq < 0 ? flag[1]! : arg.slice(eq + 1))) out.push(...flag);
  }
  return out;
}
