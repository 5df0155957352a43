export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface EmailMessage {
  to: string;
  subject: string;
  /** Plain text, always: the part every mail reader shows. */
  text: string;
  /** The same message as HTML (multipart/alternative), right-to-left for Arabic. */
  html?: string;
  attachments?: EmailAttachment[];
}

/** Sends an e-mail; answers the provider's message id when it gives one. A real provider is one implementation, picked by EMAIL_PROVIDER. */
export interface EmailProvider {
  send(message: EmailMessage): Promise<string | void>;
  /** Lets go of open connections when the server stops. */
  close?(): Promise<void> | void;
}
