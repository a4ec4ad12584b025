CREATE TABLE "compliance_companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"entity_type" text NOT NULL,
	"name" text NOT NULL,
	"cin" text,
	"llpin" text,
	"incorporated_on" date,
	"gstin" text,
	"gst_state" text,
	"gst_frequency" text,
	"gst_registered_on" date,
	"tan" text,
	"tax_audit" boolean DEFAULT false NOT NULL,
	"annual_turnover" bigint,
	"owes_micro_small_suppliers" boolean DEFAULT false NOT NULL,
	"directors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"trademarks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"obligations_on" date
);
--> statement-breakpoint
CREATE TABLE "compliance_extensions" (
	"rule_id" text NOT NULL,
	"period_key" text NOT NULL,
	"due_on" date NOT NULL,
	"note" text NOT NULL,
	"notification" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_extensions_rule_id_period_key_pk" PRIMARY KEY("rule_id","period_key")
);
--> statement-breakpoint
CREATE TABLE "compliance_filings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"rule_id" text NOT NULL,
	"period_key" text NOT NULL,
	"filed_on" date NOT NULL,
	"acknowledgement" text,
	"by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_filings_obligation_key" UNIQUE("company_id","rule_id","period_key")
);
--> statement-breakpoint
CREATE TABLE "compliance_obligations" (
	"company_id" uuid NOT NULL,
	"rule_id" text NOT NULL,
	"period_key" text NOT NULL,
	"due_on" date NOT NULL,
	"form" text NOT NULL,
	"title" text NOT NULL,
	"period_label" text NOT NULL,
	"fee_summary" text NOT NULL,
	"service_slug" text NOT NULL,
	CONSTRAINT "compliance_obligations_company_id_rule_id_period_key_pk" PRIMARY KEY("company_id","rule_id","period_key")
);
--> statement-breakpoint
CREATE TABLE "compliance_reminders" (
	"company_id" uuid NOT NULL,
	"rule_id" text NOT NULL,
	"period_key" text NOT NULL,
	"step" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_reminders_company_id_rule_id_period_key_step_pk" PRIMARY KEY("company_id","rule_id","period_key","step")
);
--> statement-breakpoint
CREATE TABLE "compliance_subscribers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"reminders_enabled" boolean DEFAULT true NOT NULL,
	"unsubscribe_token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL,
	"feed_token" text,
	CONSTRAINT "compliance_subscribers_unsubscribe_token_unique" UNIQUE("unsubscribe_token"),
	CONSTRAINT "compliance_subscribers_feed_token_unique" UNIQUE("feed_token")
);
--> statement-breakpoint
ALTER TABLE "compliance_companies" ADD CONSTRAINT "compliance_companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_filings" ADD CONSTRAINT "compliance_filings_company_id_compliance_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."compliance_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_obligations" ADD CONSTRAINT "compliance_obligations_company_id_compliance_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."compliance_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_reminders" ADD CONSTRAINT "compliance_reminders_company_id_compliance_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."compliance_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_subscribers" ADD CONSTRAINT "compliance_subscribers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compliance_companies_obligations_on_idx" ON "compliance_companies" USING btree ("obligations_on");--> statement-breakpoint
CREATE INDEX "compliance_companies_user_idx" ON "compliance_companies" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "compliance_obligations_due_idx" ON "compliance_obligations" USING btree ("due_on","company_id","rule_id","period_key");