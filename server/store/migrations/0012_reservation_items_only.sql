ALTER TABLE "reservation_cards" DROP CONSTRAINT "reservation_cards_reservation_card";--> statement-breakpoint
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_product_known";--> statement-breakpoint
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_dates";--> statement-breakpoint
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_amounts";--> statement-breakpoint
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_amount_due";--> statement-breakpoint
ALTER TABLE "reservation_cards" DROP CONSTRAINT "reservation_cards_reservation_id_reservations_id_fk";
--> statement-breakpoint
ALTER TABLE "reservation_cards" ALTER COLUMN "item_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reservation_cards" DROP COLUMN "reservation_id";--> statement-breakpoint
ALTER TABLE "reservations" DROP COLUMN "supplier";--> statement-breakpoint
ALTER TABLE "reservations" DROP COLUMN "supplier_reference";--> statement-breakpoint
ALTER TABLE "reservations" DROP COLUMN "product";--> statement-breakpoint
ALTER TABLE "reservations" DROP COLUMN "property_id";--> statement-breakpoint
ALTER TABLE "reservations" DROP COLUMN "property";--> statement-breakpoint
ALTER TABLE "reservations" DROP COLUMN "room_type_id";--> statement-breakpoint
ALTER TABLE "reservations" DROP COLUMN "room_name";--> statement-breakpoint
ALTER TABLE "reservations" DROP COLUMN "check_in";--> statement-breakpoint
ALTER TABLE "reservations" DROP COLUMN "check_out";--> statement-breakpoint
ALTER TABLE "reservations" DROP COLUMN "rooms";--> statement-breakpoint
ALTER TABLE "reservations" DROP COLUMN "adults";--> statement-breakpoint
ALTER TABLE "reservations" DROP COLUMN "children";--> statement-breakpoint
ALTER TABLE "reservations" DROP COLUMN "room_minor";--> statement-breakpoint
ALTER TABLE "reservations" DROP COLUMN "taxes_minor";--> statement-breakpoint
ALTER TABLE "reservations" DROP COLUMN "fees_minor";--> statement-breakpoint
ALTER TABLE "reservations" DROP COLUMN "total_minor";--> statement-breakpoint
ALTER TABLE "reservations" DROP COLUMN "amount_due_minor";--> statement-breakpoint
ALTER TABLE "reservations" DROP COLUMN "free_cancellation_until";--> statement-breakpoint
ALTER TABLE "reservation_cards" ADD CONSTRAINT "reservation_cards_item_card" UNIQUE("item_id","card_id");