ALTER TABLE "services" ADD COLUMN "turnaround_days" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "expected_by" date;