ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "mailbox" ADD COLUMN "attachments" jsonb;