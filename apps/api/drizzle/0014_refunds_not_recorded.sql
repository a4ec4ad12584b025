CREATE TABLE "unrecorded_refunds" (
	"razorpay_refund_id" text PRIMARY KEY NOT NULL,
	"transaction_id" uuid NOT NULL,
	"razorpay_payment_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "unrecorded_refunds" ADD CONSTRAINT "unrecorded_refunds_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE cascade ON UPDATE no action;