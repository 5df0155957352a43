export interface EmailMessage {
  to: string;
  subject: string;
  /** Plain text; our mails are bilingual, English then Arabic. */
  text: string;
}

/** Sends an e-mail. A real provider is one implementation, picked by EMAIL_PROVIDER. */
export interface EmailProvider {
  send(message: EmailMessage): Promise<void>;
}
