CREATE TABLE "office_corporate_partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"office_id" integer NOT NULL,
	"corporate_partner_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "office_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"office_id" integer NOT NULL,
	"domain" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "office_ref_values" (
	"office_id" integer NOT NULL,
	"ref_value_id" integer NOT NULL,
	CONSTRAINT "office_ref_values_office_id_ref_value_id_pk" PRIMARY KEY("office_id","ref_value_id")
);
--> statement-breakpoint
CREATE TABLE "office_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"office_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"price_list_id" integer
);
--> statement-breakpoint
CREATE TABLE "partner_clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"position" text,
	"phone" text,
	"email" text,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "service_partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"partner_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"fias_id" text NOT NULL,
	"region_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"partner_id" integer
);
--> statement-breakpoint
CREATE TABLE "office_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"office_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_avatars" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"storage_path" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_balance_operations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount_kopecks" bigint NOT NULL,
	"kind" text NOT NULL,
	"comment" text,
	"order_id" integer,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_balance_operations_kind_check" CHECK ("user_balance_operations"."kind" in ('accrual', 'payout', 'fee', 'correction'))
);
--> statement-breakpoint
CREATE TABLE "user_partner_tokens" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "user_service_fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"fee_rate" numeric(5, 2),
	"fee_fixed_part" numeric(12, 2)
);
--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "deleted_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "inn" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "kpp" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "site" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "comment" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "deleted_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "parent_role_id" integer;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "is_template" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "stationary" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "use_insurance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "free_orders_quantity" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "fee_fixed_part" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "fee_min" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "fee_max" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "office_corporate_partners" ADD CONSTRAINT "office_corporate_partners_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_corporate_partners" ADD CONSTRAINT "office_corporate_partners_corporate_partner_id_partners_id_fk" FOREIGN KEY ("corporate_partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_domains" ADD CONSTRAINT "office_domains_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_ref_values" ADD CONSTRAINT "office_ref_values_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_ref_values" ADD CONSTRAINT "office_ref_values_ref_value_id_ref_values_id_fk" FOREIGN KEY ("ref_value_id") REFERENCES "public"."ref_values"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_services" ADD CONSTRAINT "office_services_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_services" ADD CONSTRAINT "office_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_services" ADD CONSTRAINT "office_services_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_clients" ADD CONSTRAINT "partner_clients_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_clients" ADD CONSTRAINT "partner_clients_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_contacts" ADD CONSTRAINT "partner_contacts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_partners" ADD CONSTRAINT "service_partners_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_partners" ADD CONSTRAINT "service_partners_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_regions" ADD CONSTRAINT "service_regions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_regions" ADD CONSTRAINT "service_regions_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_roles" ADD CONSTRAINT "service_roles_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_roles" ADD CONSTRAINT "service_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_roles" ADD CONSTRAINT "service_roles_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_users" ADD CONSTRAINT "office_users_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_users" ADD CONSTRAINT "office_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_avatars" ADD CONSTRAINT "user_avatars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_balance_operations" ADD CONSTRAINT "user_balance_operations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_balance_operations" ADD CONSTRAINT "user_balance_operations_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_partner_tokens" ADD CONSTRAINT "user_partner_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_partner_tokens" ADD CONSTRAINT "user_partner_tokens_issued_by_user_id_users_id_fk" FOREIGN KEY ("issued_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_service_fees" ADD CONSTRAINT "user_service_fees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_service_fees" ADD CONSTRAINT "user_service_fees_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "office_corporate_partners_key" ON "office_corporate_partners" USING btree ("office_id","corporate_partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "office_domains_office_domain_key" ON "office_domains" USING btree ("office_id","domain");--> statement-breakpoint
CREATE INDEX "office_domains_domain_idx" ON "office_domains" USING btree ("domain");--> statement-breakpoint
CREATE UNIQUE INDEX "office_services_office_service_key" ON "office_services" USING btree ("office_id","service_id");--> statement-breakpoint
CREATE INDEX "office_services_service_id_idx" ON "office_services" USING btree ("service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_clients_partner_client_key" ON "partner_clients" USING btree ("partner_id","client_id");--> statement-breakpoint
CREATE INDEX "partner_clients_client_id_idx" ON "partner_clients" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "partner_contacts_partner_id_idx" ON "partner_contacts" USING btree ("partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_partners_key" ON "service_partners" USING btree ("partner_id","service_id");--> statement-breakpoint
CREATE INDEX "service_partners_service_id_idx" ON "service_partners" USING btree ("service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_regions_key" ON "service_regions" USING btree ("user_id","service_id","fias_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_roles_key" ON "service_roles" USING btree ("service_id","role_id",coalesce("partner_id", 0));--> statement-breakpoint
CREATE INDEX "service_roles_role_id_idx" ON "service_roles" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "office_users_office_user_key" ON "office_users" USING btree ("office_id","user_id");--> statement-breakpoint
CREATE INDEX "office_users_user_idx" ON "office_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_balance_operations_user_created_idx" ON "user_balance_operations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_service_fees_user_service_key" ON "user_service_fees" USING btree ("user_id","service_id");--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_parent_role_id_roles_id_fk" FOREIGN KEY ("parent_role_id") REFERENCES "public"."roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partners_name_trgm_idx" ON "partners" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "roles_parent_role_id_idx" ON "roles" USING btree ("parent_role_id");