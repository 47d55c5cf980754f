ALTER TABLE "rides" DROP CONSTRAINT "rides_status_check";--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_cancelled_check" CHECK (("rides"."status" = 'cancelled') = ("rides"."cancelled_at" is not null));--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_status_check" CHECK ("rides"."status" in ('open', 'assigned', 'completed', 'cancelled'));