CREATE TABLE "catalog_images" (
	"stored_name" text PRIMARY KEY NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_slug_redirects" (
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"service_id" uuid,
	"category_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_slug_redirects_kind_slug_pk" PRIMARY KEY("kind","slug"),
	CONSTRAINT "catalog_slug_redirects_target" CHECK (("catalog_slug_redirects"."kind" = 'service' and "catalog_slug_redirects"."service_id" is not null and "catalog_slug_redirects"."category_id" is null) or ("catalog_slug_redirects"."kind" = 'category' and "catalog_slug_redirects"."category_id" is not null and "catalog_slug_redirects"."service_id" is null))
);
--> statement-breakpoint
ALTER TABLE "catalog_slug_redirects" ADD CONSTRAINT "catalog_slug_redirects_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_slug_redirects" ADD CONSTRAINT "catalog_slug_redirects_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_slug_redirects_service_idx" ON "catalog_slug_redirects" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "catalog_slug_redirects_category_idx" ON "catalog_slug_redirects" USING btree ("category_id");