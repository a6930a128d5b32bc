ALTER TABLE "organisations" ADD COLUMN "new_members_may_book" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "contact_phone" text;--> statement-breakpoint
-- The demo organisation lets new members book (docs/rules.md#booking-permission); a store seeded before this setting existed gets it here, since the seed leaves existing organisations alone.
UPDATE "organisations" SET "new_members_may_book" = true, "contact_email" = coalesce("contact_email", 'help@demo-travel-club.example'), "contact_phone" = coalesce("contact_phone", '+1 555 0100 2026') WHERE "code" = 'demo';
