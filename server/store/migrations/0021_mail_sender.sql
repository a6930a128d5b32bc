ALTER TABLE "organisations" ADD COLUMN "mail_from" text;--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "sender" text;--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "html" text;