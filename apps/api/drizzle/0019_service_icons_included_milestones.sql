ALTER TABLE "services" ADD COLUMN "icon" text DEFAULT 'briefcase' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "included" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "milestones" jsonb DEFAULT '[]'::jsonb NOT NULL;