/** Sends a text message to a mobile number in 968XXXXXXXX form. */
export interface SmsProvider {
  send(mobile: string, text: string): Promise<void>;
}
