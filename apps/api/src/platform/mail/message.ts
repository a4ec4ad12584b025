/** One mail as the outbox stores it: a recipient, a subject, both bodies and any extra header fields. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header fields by name, e.g. `List-Unsubscribe` (RFC 8058) or `Reply-To`. */
  headers?: Record<string, string>;
}
