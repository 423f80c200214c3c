CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_invoice_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"file_name" text,
	"stored_name" text,
	"mime_type" text,
	"size" integer,
	"external_url" text,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" integer,
	"deleted_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_invoice_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"comment" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_invoice_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"operation" text NOT NULL,
	"target" text NOT NULL,
	"method" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"bonus_spent" integer DEFAULT 0 NOT NULL,
	"bonus_received" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" integer,
	"affirmed_at" timestamp with time zone,
	"retracted_at" timestamp with time zone,
	"retracted_by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "order_invoice_positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"price_list_item_id" integer,
	"name" text NOT NULL,
	"unit" text DEFAULT 'шт.' NOT NULL,
	"quantity" integer NOT NULL,
	"current_price" numeric(14, 2) NOT NULL,
	"discount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"discounted_amount" numeric(14, 2) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_invoice_positions_quantity_positive" CHECK ("order_invoice_positions"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "order_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"number" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"partner_id" integer,
	"partner_legal_id" integer,
	"price_list_id" integer,
	"invoice_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"invoice_discount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"percentage_discount" numeric(5, 2) DEFAULT 0 NOT NULL,
	"nds" numeric(5, 2),
	"nds_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"total_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"fee_rate" numeric(5, 2),
	"bonus_to_spend" integer,
	"sms_code_hash" text,
	"sms_code_expires_at" timestamp with time zone,
	"payment_link" text,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_invoices_amounts_not_negative" CHECK ("order_invoices"."invoice_amount" >= 0 and "order_invoices"."invoice_discount" >= 0 and "order_invoices"."total_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "partner_legal_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_legal_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_legals" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"name" text NOT NULL,
	"inn" text,
	"kpp" text,
	"nds" numeric(5, 2),
	"deleted_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"unit" text DEFAULT 'шт.' NOT NULL,
	"deleted_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "price_list_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"price_list_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"deleted_date" timestamp with time zone,
	CONSTRAINT "price_list_items_amount_not_negative" CHECK ("price_list_items"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"partner_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"partner_office_id" integer,
	"deleted_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reconciliation_act_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"act_id" integer NOT NULL,
	"action" text NOT NULL,
	"comment" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconciliation_act_invoices" (
	"act_id" integer NOT NULL,
	"invoice_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconciliation_acts" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"comment" text,
	"total_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"fee_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_dispatches" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'idle' NOT NULL,
	"candidate_partner_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"started_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"priority" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by_user_id" integer,
	"comment" text
);
--> statement-breakpoint
CREATE TABLE "service_partner_priorities" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"fias_id" text NOT NULL,
	"priority" integer NOT NULL,
	CONSTRAINT "service_partner_priorities_range" CHECK ("service_partner_priorities"."priority" between 1 and 10)
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "bonus_receiving_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "bonus_max_spending_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "fee_rate" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "order_invoice_documents" ADD CONSTRAINT "order_invoice_documents_invoice_id_order_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."order_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoice_documents" ADD CONSTRAINT "order_invoice_documents_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoice_history" ADD CONSTRAINT "order_invoice_history_invoice_id_order_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."order_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoice_history" ADD CONSTRAINT "order_invoice_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoice_payments" ADD CONSTRAINT "order_invoice_payments_invoice_id_order_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."order_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoice_payments" ADD CONSTRAINT "order_invoice_payments_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoice_payments" ADD CONSTRAINT "order_invoice_payments_retracted_by_user_id_users_id_fk" FOREIGN KEY ("retracted_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoice_positions" ADD CONSTRAINT "order_invoice_positions_invoice_id_order_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."order_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoice_positions" ADD CONSTRAINT "order_invoice_positions_price_list_item_id_price_list_items_id_fk" FOREIGN KEY ("price_list_item_id") REFERENCES "public"."price_list_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoices" ADD CONSTRAINT "order_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoices" ADD CONSTRAINT "order_invoices_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoices" ADD CONSTRAINT "order_invoices_partner_legal_id_partner_legals_id_fk" FOREIGN KEY ("partner_legal_id") REFERENCES "public"."partner_legals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoices" ADD CONSTRAINT "order_invoices_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoices" ADD CONSTRAINT "order_invoices_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_legal_users" ADD CONSTRAINT "partner_legal_users_partner_legal_id_partner_legals_id_fk" FOREIGN KEY ("partner_legal_id") REFERENCES "public"."partner_legals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_legal_users" ADD CONSTRAINT "partner_legal_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_legals" ADD CONSTRAINT "partner_legals_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_items" ADD CONSTRAINT "price_list_items_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_items" ADD CONSTRAINT "price_list_items_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_partner_office_id_offices_id_fk" FOREIGN KEY ("partner_office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_act_comments" ADD CONSTRAINT "reconciliation_act_comments_act_id_reconciliation_acts_id_fk" FOREIGN KEY ("act_id") REFERENCES "public"."reconciliation_acts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_act_comments" ADD CONSTRAINT "reconciliation_act_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_act_invoices" ADD CONSTRAINT "reconciliation_act_invoices_act_id_reconciliation_acts_id_fk" FOREIGN KEY ("act_id") REFERENCES "public"."reconciliation_acts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_act_invoices" ADD CONSTRAINT "reconciliation_act_invoices_invoice_id_order_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."order_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_acts" ADD CONSTRAINT "reconciliation_acts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_acts" ADD CONSTRAINT "reconciliation_acts_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_dispatches" ADD CONSTRAINT "order_dispatches_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_dispatches" ADD CONSTRAINT "order_dispatches_started_by_user_id_users_id_fk" FOREIGN KEY ("started_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_offers" ADD CONSTRAINT "order_offers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_offers" ADD CONSTRAINT "order_offers_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_offers" ADD CONSTRAINT "order_offers_answered_by_user_id_users_id_fk" FOREIGN KEY ("answered_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_partner_priorities" ADD CONSTRAINT "service_partner_priorities_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_partner_priorities" ADD CONSTRAINT "service_partner_priorities_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_outbox_created_at_idx" ON "sms_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_invoice_documents_invoice_idx" ON "order_invoice_documents" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "order_invoice_history_invoice_idx" ON "order_invoice_history" USING btree ("invoice_id","created_at");--> statement-breakpoint
CREATE INDEX "order_invoice_payments_invoice_idx" ON "order_invoice_payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "order_invoice_positions_invoice_idx" ON "order_invoice_positions" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_invoices_number_key" ON "order_invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "order_invoices_order_id_idx" ON "order_invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_invoices_partner_state_idx" ON "order_invoices" USING btree ("partner_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_legal_users_key" ON "partner_legal_users" USING btree ("partner_legal_id","user_id");--> statement-breakpoint
CREATE INDEX "partner_legal_users_user_idx" ON "partner_legal_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "partner_legals_partner_id_idx" ON "partner_legals" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "price_list_items_price_list_idx" ON "price_list_items" USING btree ("price_list_id");--> statement-breakpoint
CREATE INDEX "price_lists_partner_service_idx" ON "price_lists" USING btree ("partner_id","service_id");--> statement-breakpoint
CREATE INDEX "reconciliation_act_comments_act_idx" ON "reconciliation_act_comments" USING btree ("act_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_act_invoices_invoice_key" ON "reconciliation_act_invoices" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "reconciliation_act_invoices_act_idx" ON "reconciliation_act_invoices" USING btree ("act_id");--> statement-breakpoint
CREATE INDEX "reconciliation_acts_created_at_idx" ON "reconciliation_acts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reconciliation_acts_partner_state_idx" ON "reconciliation_acts" USING btree ("partner_id","state");--> statement-breakpoint
CREATE INDEX "order_offers_partner_status_idx" ON "order_offers" USING btree ("partner_id","status");--> statement-breakpoint
CREATE INDEX "order_offers_order_idx" ON "order_offers" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_offers_pending_expiry_idx" ON "order_offers" USING btree ("expires_at") WHERE "order_offers"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "order_offers_one_pending_key" ON "order_offers" USING btree ("order_id") WHERE "order_offers"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "service_partner_priorities_key" ON "service_partner_priorities" USING btree ("service_id","fias_id","partner_id");--> statement-breakpoint
-- Product data: bonus rules and the platform fee of the services that are invoiced.
UPDATE "services" SET "bonus_receiving_percent" = 5, "bonus_max_spending_percent" = 30, "fee_rate" = 10 WHERE "id" IN (13, 42, 61);--> statement-breakpoint
UPDATE "services" SET "bonus_receiving_percent" = 5, "bonus_max_spending_percent" = 50, "fee_rate" = 12 WHERE "id" = 69;--> statement-breakpoint
UPDATE "services" SET "bonus_receiving_percent" = 3, "bonus_max_spending_percent" = 30, "fee_rate" = 12 WHERE "id" = 68;
