CREATE TABLE "ride_payment_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"passenger_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ride_payment_records" ADD CONSTRAINT "ride_payment_records_passenger_id_ride_passengers_id_fk" FOREIGN KEY ("passenger_id") REFERENCES "public"."ride_passengers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ride_payment_records_passenger_id_idx" ON "ride_payment_records" USING btree ("passenger_id","recorded_at");--> statement-breakpoint
-- What arrived before the table: one record of the total, dated when it was first recorded.
INSERT INTO "ride_payment_records" ("passenger_id", "amount_cents", "recorded_at")
SELECT "id", "paid_cents", coalesce("paid_at", "created_at") FROM "ride_passengers" WHERE "paid_cents" > 0;
