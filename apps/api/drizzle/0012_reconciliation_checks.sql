ALTER TABLE "payment_transactions" ADD COLUMN "razorpay_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "razorpay_order_status" text;