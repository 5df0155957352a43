/**
 * Test files run three at a time, each worker against its own server (decision 024): the journeys spend
 * most of their time waiting on the page. Two left a 2-core machine half idle; three took the whole suite
 * from 948 s to 661 s here (decision 055, amended). E2E_WORKERS=1 runs one.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? '3'));
