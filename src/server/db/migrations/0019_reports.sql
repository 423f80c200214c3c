CREATE TABLE "a3_fine_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer,
	"uin" text NOT NULL,
	"decree_number" text,
	"decree_date" timestamp with time zone,
	"fine_amount" numeric(14, 2) NOT NULL,
	"paid_amount" numeric(14, 2) NOT NULL,
	"commission" numeric(14, 2) DEFAULT 0 NOT NULL,
	"with_discount" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'paid' NOT NULL,
	"paid_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "a3_penalty_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"ok" boolean NOT NULL,
	"response_ms" integer,
	"fines_found" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "registration_channel" text DEFAULT 'operator' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'operator' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "channel" text DEFAULT 'operator' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "a3_fine_payments" ADD CONSTRAINT "a3_fine_payments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "a3_fine_payments_paid_at_idx" ON "a3_fine_payments" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "a3_penalty_checks_checked_at_idx" ON "a3_penalty_checks" USING btree ("checked_at");--> statement-breakpoint
CREATE INDEX "bonus_operations_created_at_idx" ON "bonus_operations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_invoice_payments_paid_at_idx" ON "order_invoice_payments" USING btree (coalesce("affirmed_at", "created_at")) WHERE "order_invoice_payments"."operation" = 'income' and "order_invoice_payments"."retracted_at" is null;--> statement-breakpoint
CREATE INDEX "appointments_start_at_idx" ON "appointments" USING btree ("start_at");