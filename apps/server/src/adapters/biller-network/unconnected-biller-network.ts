import type { BillerNetwork, InquiryFailure, PostingResult, ReversalResult } from './biller-network.ts';

const down = { en: 'The biller network is not available; please try again later', ar: 'شبكة المفوترين غير متاحة، يرجى المحاولة لاحقاً' };
const unavailable: InquiryFailure = { ok: false, reason: 'unavailable', message: down };

/**
 * What BILLER_NETWORK=http runs until the real switch's adapter is written (its API is the switch
 * operator's to publish; decision 016): every call answers "unavailable", as a switch that is down
 * does, so a deployment can be set up and checked end to end while no bill can be paid.
 */
export class UnconnectedBillerNetwork implements BillerNetwork {
  constructor(readonly url: string) {}

  async inquire(): Promise<InquiryFailure> {
    return unavailable;
  }

  async post(): Promise<PostingResult> {
    return { ok: false, reason: 'unavailable', message: down };
  }

  async reverse(): Promise<ReversalResult> {
    return { ok: false, reason: 'unavailable', message: down };
  }

  async lastBill(): Promise<InquiryFailure> {
    return unavailable;
  }
}
