CREATE TABLE "document_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"title" text NOT NULL,
	"final" boolean NOT NULL,
	"delivered_by" uuid NOT NULL,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"request_id" uuid,
	"delivery_id" uuid,
	"original_name" text NOT NULL,
	"size" integer NOT NULL,
	"mime_type" text NOT NULL,
	"stored_name" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "document_files_stored_name_unique" UNIQUE("stored_name"),
	CONSTRAINT "document_files_one_owner" CHECK (num_nonnulls("document_files"."request_id", "document_files"."delivery_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "document_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"label" text NOT NULL,
	"description" text,
	"file_types" text[] NOT NULL,
	"max_size" integer NOT NULL,
	"requested_by" uuid NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "audit_events" ALTER COLUMN "created_at" SET DEFAULT clock_timestamp();--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "turnaround_days" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "expected_by" date;--> statement-breakpoint
ALTER TABLE "document_deliveries" ADD CONSTRAINT "document_deliveries_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_deliveries" ADD CONSTRAINT "document_deliveries_delivered_by_staff_members_id_fk" FOREIGN KEY ("delivered_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_request_id_document_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."document_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_delivery_id_document_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."document_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_requested_by_staff_members_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_deliveries_submission_idx" ON "document_deliveries" USING btree ("submission_id","delivered_at");--> statement-breakpoint
CREATE INDEX "document_files_submission_idx" ON "document_files" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "document_files_request_idx" ON "document_files" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "document_files_delivery_idx" ON "document_files" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "document_requests_submission_idx" ON "document_requests" USING btree ("submission_id","requested_at");