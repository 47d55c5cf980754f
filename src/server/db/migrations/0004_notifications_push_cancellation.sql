CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"ride_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"pushed_at" timestamp with time zone,
	CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('joined', 'left', 'removed', 'ride_changed', 'cancelled', 'driver_assigned', 'driver_released', 'sequence_locked', 'seated_from_waitlist', 'reminder_24h', 'reminder_2h'))
);
--> statement-breakpoint
CREATE TABLE "push_keys" (
	"id" integer PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_keys_single_row_check" CHECK ("push_keys"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "push_muted_kinds" (
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	CONSTRAINT "push_muted_kinds_user_id_type_pk" PRIMARY KEY("user_id","type")
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sent_reminders" (
	"ride_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"departure" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sent_reminders_ride_id_user_id_kind_departure_pk" PRIMARY KEY("ride_id","user_id","kind","departure"),
	CONSTRAINT "sent_reminders_kind_check" CHECK ("sent_reminders"."kind" in ('reminder_24h', 'reminder_2h'))
);
--> statement-breakpoint
ALTER TABLE "rides" DROP CONSTRAINT "rides_status_check";--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_muted_kinds" ADD CONSTRAINT "push_muted_kinds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_reminders" ADD CONSTRAINT "sent_reminders_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_reminders" ADD CONSTRAINT "sent_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_id_id_idx" ON "notifications" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_idx" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_id_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sent_reminders_user_id_idx" ON "sent_reminders" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_cancelled_check" CHECK (("rides"."status" = 'cancelled') = ("rides"."cancelled_at" is not null));--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_status_check" CHECK ("rides"."status" in ('open', 'assigned', 'completed', 'cancelled'));