/**
 * The day each Node.js LTS line stops getting security fixes upstream (nodejs.org, "Previous
 * releases"). A line not listed here is either newer than this file (nothing to say) or an odd,
 * short-lived one (nothing we deploy on).
 */
const END_OF_LIFE: Readonly<Record<number, string>> = { 18: '2025-04-30', 20: '2026-04-30', 22: '2027-04-30', 24: '2028-04-30' };

/** The LTS line deploys should run (decision 070: 15 % less server CPU per payment than Node 20). */
export const RECOMMENDED_NODE = 24;

/**
 * What a production start should tell its operator about the runtime, or nothing. A warning and not
 * a refusal: a distribution may still patch an old line itself, and the portal does run on it.
 */
export function runtimeWarning(version: string, now: Date): string | undefined {
  const major = Number(version.replace(/^v/, '').split('.')[0]);
  const end = END_OF_LIFE[major];
  if (!end || now < new Date(`${end}T00:00:00Z`)) return undefined;
  return `Node.js ${major} reached its end of life on ${end} and gets no more security fixes upstream; run Node.js ${RECOMMENDED_NODE} LTS (README, Deploying)`;
}
