DROP INDEX "audit_events_created_idx";--> statement-breakpoint
DROP INDEX "contact_messages_created_idx";--> statement-breakpoint
DROP INDEX "newsletter_subscriptions_updated_idx";--> statement-breakpoint
DROP INDEX "payment_transactions_user_idx";--> statement-breakpoint
DROP INDEX "submissions_user_idx";--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "title_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, startwise_normalize(title))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_trgm_idx" ON "users" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "services_title_vector_idx" ON "services" USING gin ("title_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_created_email_idx" ON "newsletter_subscriptions" USING btree ("created_at","email");--> statement-breakpoint
CREATE INDEX "payment_transactions_created_id_idx" ON "payment_transactions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payment_transactions_invoiced_idx" ON "payment_transactions" USING btree ("invoiced_at");--> statement-breakpoint
CREATE INDEX "submissions_waiting_idx" ON "submissions" USING btree ((payment_status <> 'paid'),"submitted_at","id");--> statement-breakpoint
CREATE INDEX "submissions_status_waiting_idx" ON "submissions" USING btree ("status",(payment_status <> 'paid'),"submitted_at","id");--> statement-breakpoint
CREATE INDEX "submissions_due_idx" ON "submissions" USING btree ((status in ('completed', 'rejected')),coalesce(expected_by, 'infinity'::date),"submitted_at","id");--> statement-breakpoint
CREATE INDEX "submissions_submitted_idx" ON "submissions" USING btree ("submitted_at","id");--> statement-breakpoint
CREATE INDEX "submissions_price_low_idx" ON "submissions" USING btree ("price_paise","submitted_at","id");--> statement-breakpoint
CREATE INDEX "submissions_price_high_idx" ON "submissions" USING btree ((-price_paise),"submitted_at","id");--> statement-breakpoint
CREATE INDEX "submissions_paid_idx" ON "submissions" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "audit_events_created_idx" ON "audit_events" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_updated_idx" ON "newsletter_subscriptions" USING btree ("updated_at","email");--> statement-breakpoint
CREATE INDEX "payment_transactions_user_idx" ON "payment_transactions" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "submissions_user_idx" ON "submissions" USING btree ("user_id","submitted_at","id");--> statement-breakpoint
-- The dashboard and the queue read the first payment's time from submissions.paid_at: fill it in for submissions paid
-- before it was stored (their first captured transaction's invoice time).
UPDATE "submissions" AS s SET "paid_at" = f.first_paid_at
FROM (SELECT "submission_id", min("invoiced_at") AS first_paid_at FROM "payment_transactions" WHERE "invoiced_at" IS NOT NULL GROUP BY "submission_id") AS f
WHERE f."submission_id" = s."id" AND s."paid_at" IS NULL;
