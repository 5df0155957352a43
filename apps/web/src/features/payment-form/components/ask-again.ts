import { NetworkError } from '@/shared/api/client';

const EVERY_MS = 2000;
const FOR_MS = 2 * 60_000;

/**
 * After "Confirm and pay" got no answer, the same request asked again until the server answers it. The
 * server keys a card payment by its one-time card token (decision 013), so the repeat never makes a
 * second payment: it answers the one the first request made, or makes the only one if the first never
 * arrived. Null when there was still no answer after two minutes.
 */
export async function askAgainUntilAnswered<T>(ask: () => Promise<T>, everyMs = EVERY_MS, forMs = FOR_MS): Promise<T | null> {
  const until = Date.now() + forMs;
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, everyMs));
    try {
      return await ask();
    } catch (err) {
      if (!(err instanceof NetworkError)) throw err;
    }
  }
  return null;
}
