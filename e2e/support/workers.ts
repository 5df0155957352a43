/**
 * Test files run two at a time, each worker against its own server (decision 024): the journeys spend
 * much of their time waiting on the page, so two keep a 2-core machine busy. E2E_WORKERS=1 runs one.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? '2'));
