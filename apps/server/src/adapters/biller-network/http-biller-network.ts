import { billerOps } from '../provider-protocol/biller-protocol.ts';
import { ProviderCallError, type SignedClient } from '../provider-protocol/signed-client.ts';
import type {
  AcknowledgementFileResult,
  BillerNetwork,
  BillQuery,
  InquiryFailure,
  PostingRequest,
  PostingResult,
  ReversalRequest,
  ReversalResult,
} from './biller-network.ts';

const unreachable = {
  en: 'The biller cannot be reached now, please try again later',
  ar: 'تعذر الوصول إلى الجهة المفوترة حالياً، يرجى المحاولة لاحقاً',
};

const INQUIRY_REASONS: Record<string, InquiryFailure['reason']> = { not_found: 'not_found', invalid: 'invalid' };

/**
 * The biller switch over its published, signed API (docs/providers/biller-switch.json). A posting whose
 * answer is lost throws: the payments code keeps the line pending and sends the same reference again,
 * which the switch answers with the first posting.
 */
export class HttpBillerNetwork implements BillerNetwork {
  constructor(private readonly client: SignedClient) {}

  async inquire(query: BillQuery): ReturnType<BillerNetwork['inquire']> {
    const answer = await this.ask(() => this.client.call(billerOps.inquire, query));
    if (!answer.ok) return answer;
    return { ok: true, bill: answer.body.bill };
  }

  async post(request: PostingRequest): Promise<PostingResult> {
    const answer = await this.client.call(billerOps.post, request);
    if (answer.ok) return { ok: true, billerTrxId: answer.body.billerTrxId, voucherCode: answer.body.voucherCode };
    // The switch itself is down (not a biller behind it): the same as not reaching it.
    if (answer.error.code === 'unavailable')
      throw new ProviderCallError('biller-switch', 'unavailable', 'the switch answered 503 unavailable');
    // Only an explicit refusal is final; anything else leaves the line to be posted again under its reference.
    return { ok: false, reason: answer.error.code === 'rejected' ? 'rejected' : 'unavailable', message: answer.error.message };
  }

  /** A lost answer throws: the caller sends the same reference again, which the switch answers with the first result. */
  async reverse(request: ReversalRequest): Promise<ReversalResult> {
    const answer = await this.client.call(billerOps.reverse, request);
    if (answer.ok) return { ok: true, reversalId: answer.body.reversalId };
    const code = answer.error.code;
    const reason = code === 'too_late' || code === 'not_found' || code === 'exceeds' ? code : 'unavailable';
    return { ok: false, reason, message: answer.error.message };
  }

  async lastBill(query: BillQuery): ReturnType<BillerNetwork['lastBill']> {
    const answer = await this.ask(() => this.client.call(billerOps.lastBill, query));
    return answer.ok ? { ok: true, ...answer.body } : answer;
  }

  /** A read: a lost answer is "unavailable", and settlement asks again on its next fetch. */
  async acknowledgementFile(billerId: number, day: string): Promise<AcknowledgementFileResult> {
    try {
      const answer = await this.client.call(billerOps.acknowledgementFile, { billerId, day });
      if (answer.ok) return { ok: true, content: answer.body.content, complete: answer.body.complete };
      const reason = answer.error.code === 'not_business_day' ? 'not_business_day' : 'unavailable';
      return { ok: false, reason, message: answer.error.message };
    } catch (err) {
      if (err instanceof ProviderCallError) return { ok: false, reason: 'unavailable', message: unreachable };
      throw err;
    }
  }

  /** Reads change nothing, so a lost answer is simply "unavailable" to the customer. */
  private async ask<T>(
    call: () => Promise<{ ok: true; body: T } | { ok: false; error: { code: string; message: { en: string; ar: string } } }>,
  ): Promise<{ ok: true; body: T } | InquiryFailure> {
    try {
      const answer = await call();
      if (answer.ok) return answer;
      return { ok: false, reason: INQUIRY_REASONS[answer.error.code] ?? 'unavailable', message: answer.error.message };
    } catch (err) {
      if (err instanceof ProviderCallError) return { ok: false, reason: 'unavailable', message: unreachable };
      throw err;
    }
  }
}
