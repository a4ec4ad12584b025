/** A file sent with a mail (an invoice PDF), its bytes in base64 so the outbox can keep it as JSON. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/** One mail as the outbox stores it: a recipient, a subject, both bodies, extra header fields and attachments. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header fields by name, e.g. `List-Unsubscribe` (RFC 8058) or `Reply-To`. */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}
