/** How long a request or worker owns a payment it is driving; a crashed owner's lease runs out. */
export const LEASE_SECONDS = 30;
export const leaseFrom = (now: Date) => new Date(now.getTime() + LEASE_SECONDS * 1000);
