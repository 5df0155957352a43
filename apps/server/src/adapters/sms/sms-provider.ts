/** A one-time code (the default), or a notice: a receipt, a refund, a voucher, a reminder, an alert. */
export type SmsKind = 'code' | 'notice';

/** Sends a text message to a mobile number in 968XXXXXXXX form; answers the provider's message id when it gives one. */
export interface SmsProvider {
  send(mobile: string, text: string, kind?: SmsKind): Promise<string | void>;
}
