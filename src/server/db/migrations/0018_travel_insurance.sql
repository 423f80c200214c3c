CREATE TABLE "travel_countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"territory_coefficient" numeric(4, 2) NOT NULL,
	"schengen" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "travel_currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"numeric_code" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "travel_currency_rates" (
	"currency_code" text NOT NULL,
	"rate_date" date NOT NULL,
	"rate" numeric(12, 4) NOT NULL,
	CONSTRAINT "travel_currency_rates_currency_code_rate_date_pk" PRIMARY KEY("currency_code","rate_date")
);
--> statement-breakpoint
CREATE TABLE "travel_insurers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"inn" text NOT NULL,
	"license" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "travel_payment_cashes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text
);
--> statement-breakpoint
CREATE TABLE "travel_payment_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"requires_invoice" boolean DEFAULT false NOT NULL,
	"requires_cash" boolean DEFAULT false NOT NULL,
	CONSTRAINT "travel_payment_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "travel_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"policy_id" integer NOT NULL,
	"state" text DEFAULT 'registered' NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"payment_type_id" integer NOT NULL,
	"cash_id" integer,
	"paid_at" timestamp with time zone NOT NULL,
	"payer_name" text NOT NULL,
	"comment" text,
	"invoice_path" text,
	"invoice_name" text,
	"invoice_mime" text,
	"invoice_size" integer,
	"refund_reason" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "travel_policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"partner_id" integer,
	"insurer_id" integer NOT NULL,
	"currency_code" text NOT NULL,
	"holder_name" text NOT NULL,
	"holder_phone" text NOT NULL,
	"holder_email" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"days" integer NOT NULL,
	"premium_currency" numeric(14, 2) NOT NULL,
	"rate" numeric(12, 4) NOT NULL,
	"rate_date" date NOT NULL,
	"premium" numeric(14, 2) NOT NULL,
	"discount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"promo_code_id" integer,
	"promo_use_taken" boolean DEFAULT false NOT NULL,
	"commission_percent" numeric(5, 2),
	"commission" numeric(14, 2),
	"annul_reason" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_at" timestamp with time zone,
	"annulled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "travel_policy_countries" (
	"policy_id" integer NOT NULL,
	"country_code" text NOT NULL,
	CONSTRAINT "travel_policy_countries_policy_id_country_code_pk" PRIMARY KEY("policy_id","country_code")
);
--> statement-breakpoint
CREATE TABLE "travel_policy_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"comment" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "travel_policy_insured" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_id" integer NOT NULL,
	"position" integer NOT NULL,
	"last_name" text NOT NULL,
	"first_name" text NOT NULL,
	"birth_date" date NOT NULL,
	"passport_series" text NOT NULL,
	"passport_number" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "travel_policy_risks" (
	"policy_id" integer NOT NULL,
	"risk_id" integer NOT NULL,
	"sum_insured" integer NOT NULL,
	"premium_currency" numeric(14, 2) NOT NULL,
	CONSTRAINT "travel_policy_risks_policy_id_risk_id_pk" PRIMARY KEY("policy_id","risk_id")
);
--> statement-breakpoint
CREATE TABLE "travel_promo_code_commissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"promo_code_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"percent" numeric(5, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "travel_promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"discount_percent" numeric(5, 2) NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"max_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_date" timestamp with time zone,
	CONSTRAINT "travel_promo_codes_uses_check" CHECK ("travel_promo_codes"."used_count" >= 0 and ("travel_promo_codes"."max_uses" is null or "travel_promo_codes"."used_count" <= "travel_promo_codes"."max_uses"))
);
--> statement-breakpoint
CREATE TABLE "travel_risks" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"tariff_per_1000" numeric(10, 4) NOT NULL,
	"min_sum" integer NOT NULL,
	"max_sum" integer NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "travel_risks_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "travel_currency_rates" ADD CONSTRAINT "travel_currency_rates_currency_code_travel_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."travel_currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_payments" ADD CONSTRAINT "travel_payments_policy_id_travel_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."travel_policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_payments" ADD CONSTRAINT "travel_payments_payment_type_id_travel_payment_types_id_fk" FOREIGN KEY ("payment_type_id") REFERENCES "public"."travel_payment_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_payments" ADD CONSTRAINT "travel_payments_cash_id_travel_payment_cashes_id_fk" FOREIGN KEY ("cash_id") REFERENCES "public"."travel_payment_cashes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_payments" ADD CONSTRAINT "travel_payments_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_policies" ADD CONSTRAINT "travel_policies_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_policies" ADD CONSTRAINT "travel_policies_insurer_id_travel_insurers_id_fk" FOREIGN KEY ("insurer_id") REFERENCES "public"."travel_insurers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_policies" ADD CONSTRAINT "travel_policies_currency_code_travel_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."travel_currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_policies" ADD CONSTRAINT "travel_policies_promo_code_id_travel_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."travel_promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_policies" ADD CONSTRAINT "travel_policies_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_policy_countries" ADD CONSTRAINT "travel_policy_countries_policy_id_travel_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."travel_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_policy_countries" ADD CONSTRAINT "travel_policy_countries_country_code_travel_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."travel_countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_policy_events" ADD CONSTRAINT "travel_policy_events_policy_id_travel_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."travel_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_policy_events" ADD CONSTRAINT "travel_policy_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_policy_insured" ADD CONSTRAINT "travel_policy_insured_policy_id_travel_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."travel_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_policy_risks" ADD CONSTRAINT "travel_policy_risks_policy_id_travel_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."travel_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_policy_risks" ADD CONSTRAINT "travel_policy_risks_risk_id_travel_risks_id_fk" FOREIGN KEY ("risk_id") REFERENCES "public"."travel_risks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_promo_code_commissions" ADD CONSTRAINT "travel_promo_code_commissions_promo_code_id_travel_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."travel_promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_promo_code_commissions" ADD CONSTRAINT "travel_promo_code_commissions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "travel_payments_number_key" ON "travel_payments" USING btree ("number");--> statement-breakpoint
CREATE INDEX "travel_payments_created_at_idx" ON "travel_payments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "travel_payments_paid_at_idx" ON "travel_payments" USING btree ("paid_at","id");--> statement-breakpoint
CREATE INDEX "travel_payments_amount_idx" ON "travel_payments" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "travel_payments_policy_idx" ON "travel_payments" USING btree ("policy_id","state");--> statement-breakpoint
CREATE INDEX "travel_payments_number_trgm_idx" ON "travel_payments" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "travel_payments_payer_trgm_idx" ON "travel_payments" USING gin ("payer_name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "travel_policies_number_key" ON "travel_policies" USING btree ("number");--> statement-breakpoint
CREATE INDEX "travel_policies_created_at_idx" ON "travel_policies" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "travel_policies_partner_created_idx" ON "travel_policies" USING btree ("partner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "travel_policies_state_start_idx" ON "travel_policies" USING btree ("state","start_date");--> statement-breakpoint
CREATE INDEX "travel_policies_state_end_idx" ON "travel_policies" USING btree ("state","end_date");--> statement-breakpoint
CREATE INDEX "travel_policies_holder_trgm_idx" ON "travel_policies" USING gin ("holder_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "travel_policies_start_date_idx" ON "travel_policies" USING btree ("start_date","id");--> statement-breakpoint
CREATE INDEX "travel_policies_total_idx" ON "travel_policies" USING btree ("total","id");--> statement-breakpoint
CREATE INDEX "travel_policies_number_trgm_idx" ON "travel_policies" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "travel_policy_events_policy_idx" ON "travel_policy_events" USING btree ("policy_id","id");--> statement-breakpoint
CREATE INDEX "travel_policy_insured_policy_idx" ON "travel_policy_insured" USING btree ("policy_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "travel_promo_code_commissions_key" ON "travel_promo_code_commissions" USING btree ("promo_code_id","partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "travel_promo_codes_code_key" ON "travel_promo_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "travel_promo_codes_created_at_idx" ON "travel_promo_codes" USING btree ("created_at","id");