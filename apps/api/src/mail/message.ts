/** One mail as the outbox stores it: a recipient, a subject and both bodies. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}
