CREATE TABLE "org_assets" (
	"org_id" integer NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"body" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "org_assets_org_id_name_pk" PRIMARY KEY("org_id","name"),
	CONSTRAINT "org_assets_name" CHECK ("org_assets"."name" ~ '^[a-z0-9][a-z0-9._-]{0,63}$')
);
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "favicon_url" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "font_family" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "heading_font_family" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "css_pre_login" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "css_post_login" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "wallet_options" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "org_assets" ADD CONSTRAINT "org_assets_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;