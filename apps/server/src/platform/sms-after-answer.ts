import type { SmsProvider } from '../adapters/sms/sms-provider.ts';

/**
 * Texts handed to the provider after the answer has gone (decision 015). A request that issues a code
 * never waits for the provider, so it takes as long whether a text goes out (a registered mobile) or
 * not (a decoy), and a slow provider does not hold the customer. Kept in this process on purpose: a
 * crash before delivery loses the text, and the customer asks for another code, as with any SMS lost
 * on its way.
 */
export class SmsAfterAnswer {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly sms: SmsProvider,
    private readonly onError: (err: unknown) => void,
  ) {}

  send(mobile: string, text: string): void {
    // setImmediate: the handler's answer is written in the promise turns before this runs.
    const delivery: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(async () => {
        await this.sms.send(mobile, text);
      })
      .catch(this.onError)
      .finally(() => this.inFlight.delete(delivery));
    this.inFlight.add(delivery);
  }

  /** Resolves once every text queued so far is with the provider (the demo outbox, a shutdown). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all(this.inFlight);
  }
}
