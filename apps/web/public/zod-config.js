// zod probes `new Function` when it builds its first object schema, to speed up parsing. Our CSP has
// no 'unsafe-eval', so the probe is refused and reported as a violation on every page (zod works
// without it). zod reads this global before it builds any schema; it must run before the app's code.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
