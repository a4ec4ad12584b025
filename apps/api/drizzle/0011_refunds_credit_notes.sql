CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"transaction_id" uuid NOT NULL,
	"idempotency_key" text,
	"amount_paise" integer NOT NULL,
	"speed" text DEFAULT 'normal' NOT NULL,
	"reason" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"razorpay_refund_id" text,
	"failure_reason" text,
	"credit_note_number" text,
	"credit_noted_at" timestamp with time zone,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payment_refunds_razorpay_refund_id_unique" UNIQUE("razorpay_refund_id"),
	CONSTRAINT "payment_refunds_credit_note_number_unique" UNIQUE("credit_note_number"),
	CONSTRAINT "payment_refunds_amount_positive" CHECK ("payment_refunds"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_transactions" DROP CONSTRAINT "payment_transactions_credit_note_number_unique";--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "refunded_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "razorpay_sandbox_refunds" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "razorpay_sandbox_refunds" ADD COLUMN "receipt" text;--> statement-breakpoint
ALTER TABLE "razorpay_sandbox_refunds" ADD COLUMN "notes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "razorpay_sandbox_refunds" ADD COLUMN "speed_requested" text DEFAULT 'normal' NOT NULL;--> statement-breakpoint
ALTER TABLE "razorpay_sandbox_refunds" ADD COLUMN "speed_processed" text;--> statement-breakpoint
ALTER TABLE "razorpay_sandbox_refunds" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "razorpay_sandbox_refunds" ADD COLUMN "request_fingerprint" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_requested_by_staff_members_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refunds_transaction_idx" ON "payment_refunds" USING btree ("transaction_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_refunds_status_idx" ON "payment_refunds" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "razorpay_sandbox_refunds_payment_idx" ON "razorpay_sandbox_refunds" USING btree ("payment_id");--> statement-breakpoint
-- Full refunds recorded before refunds had rows of their own keep their credit notes (number and date) as refunds.
INSERT INTO "payment_refunds" ("id", "transaction_id", "amount_paise", "status", "credit_note_number", "credit_noted_at", "created_at", "updated_at")
SELECT gen_random_uuid(), "id", "amount_paise", 'processed', "credit_note_number", "credit_noted_at", coalesce("credit_noted_at", "updated_at"), coalesce("credit_noted_at", "updated_at")
FROM "payment_transactions" WHERE "status" = 'refunded';--> statement-breakpoint
UPDATE "payment_transactions" SET "refunded_paise" = "amount_paise" WHERE "status" = 'refunded';--> statement-breakpoint
UPDATE "razorpay_sandbox_refunds" SET "status" = 'processed', "speed_processed" = 'normal';--> statement-breakpoint
ALTER TABLE "payment_transactions" DROP COLUMN "credit_note_number";--> statement-breakpoint
ALTER TABLE "payment_transactions" DROP COLUMN "credit_noted_at";--> statement-breakpoint
ALTER TABLE "razorpay_sandbox_refunds" ADD CONSTRAINT "razorpay_sandbox_refunds_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_refunded_within_amount" CHECK ("payment_transactions"."refunded_paise" between 0 and "payment_transactions"."amount_paise");--> statement-breakpoint
-- Sum of refunds <= amount captured, whatever writes the row: the transaction's row is locked (so two refunds of
-- one transaction are checked one after the other) and the refunds that still count (not failed) are added up.
CREATE FUNCTION "payment_refunds_within_capture"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  captured integer;
  counted bigint;
BEGIN
  IF NEW."status" = 'failed' THEN
    RETURN NEW;
  END IF;
  SELECT "amount_paise" INTO captured FROM "payment_transactions" WHERE "id" = NEW."transaction_id" FOR UPDATE;
  SELECT coalesce(sum("amount_paise"), 0) INTO counted FROM "payment_refunds"
    WHERE "transaction_id" = NEW."transaction_id" AND "status" <> 'failed' AND "id" <> NEW."id";
  IF counted + NEW."amount_paise" > captured THEN
    RAISE EXCEPTION 'Refunds of transaction % would exceed the % paise it captured', NEW."transaction_id", captured
      USING ERRCODE = 'check_violation', CONSTRAINT = 'payment_refunds_within_capture';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "payment_refunds_within_capture" BEFORE INSERT OR UPDATE OF "amount_paise", "status", "transaction_id"
  ON "payment_refunds" FOR EACH ROW EXECUTE FUNCTION "payment_refunds_within_capture"();