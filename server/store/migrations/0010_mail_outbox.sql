ALTER TABLE "outgoing_mail" ALTER COLUMN "transport" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outgoing_mail" ALTER COLUMN "reference" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "body" text;--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outgoing_mail_due" ON "outgoing_mail" USING btree ("next_attempt_at") WHERE "outgoing_mail"."status" = 'pending';--> statement-breakpoint
-- Every mail before the outbox was sent when its row was written.
UPDATE "outgoing_mail" SET "status" = 'sent', "sent_at" = "created_at";
