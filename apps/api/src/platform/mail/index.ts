export { type BrandedMailContent, brandedMail } from './branded-mail.js';
export { listMail } from './list-mail.js';
export { createMailer, type Mailer, type MailerOptions } from './mailer.js';
export type { MailMessage } from './message.js';
export { enqueueMail } from './outbox.js';
