CREATE TABLE "org_hosts" (
	"host" text PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	CONSTRAINT "org_hosts_host_lower_case" CHECK ("org_hosts"."host" = lower("org_hosts"."host") and "org_hosts"."host" <> '')
);
--> statement-breakpoint
ALTER TABLE "org_hosts" ADD CONSTRAINT "org_hosts_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "org_hosts_org_id" ON "org_hosts" USING btree ("org_id");