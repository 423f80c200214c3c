CREATE TABLE "promo_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"promo_id" integer NOT NULL,
	"client_promo_id" integer,
	"invoice_id" integer,
	"discount" numeric(14, 2) NOT NULL,
	"user_id" integer,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "partner_promos" (
	"id" serial PRIMARY KEY NOT NULL,
	"promo_id" integer NOT NULL,
	"partner_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_list_regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"price_list_id" integer NOT NULL,
	"region_fias_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_promos" (
	"id" serial PRIMARY KEY NOT NULL,
	"promo_id" integer NOT NULL,
	"project_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_bundle_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"bundle_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "service_bundle_items_quantity_positive" CHECK ("service_bundle_items"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "service_bundle_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"bundle_id" integer NOT NULL,
	"ref_value_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_bundles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"service_id" integer NOT NULL,
	"tire_operation_ref_value_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_promos" (
	"id" serial PRIMARY KEY NOT NULL,
	"promo_id" integer NOT NULL,
	"service_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promos" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "promos" ADD COLUMN "used_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_invoices" ADD COLUMN "promo_id" integer;--> statement-breakpoint
ALTER TABLE "order_invoices" ADD COLUMN "client_promo_id" integer;--> statement-breakpoint
ALTER TABLE "order_invoices" ADD COLUMN "promo_discount" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "price_lists" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_uses" ADD CONSTRAINT "promo_uses_promo_id_promos_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_uses" ADD CONSTRAINT "promo_uses_client_promo_id_client_promos_id_fk" FOREIGN KEY ("client_promo_id") REFERENCES "public"."client_promos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_uses" ADD CONSTRAINT "promo_uses_invoice_id_order_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."order_invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_uses" ADD CONSTRAINT "promo_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_promos" ADD CONSTRAINT "partner_promos_promo_id_promos_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_promos" ADD CONSTRAINT "partner_promos_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_regions" ADD CONSTRAINT "price_list_regions_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_regions" ADD CONSTRAINT "price_list_regions_region_fias_id_geo_regions_fias_id_fk" FOREIGN KEY ("region_fias_id") REFERENCES "public"."geo_regions"("fias_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_promos" ADD CONSTRAINT "project_promos_promo_id_promos_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_promos" ADD CONSTRAINT "project_promos_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_bundle_items" ADD CONSTRAINT "service_bundle_items_bundle_id_service_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."service_bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_bundle_items" ADD CONSTRAINT "service_bundle_items_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_bundle_links" ADD CONSTRAINT "service_bundle_links_bundle_id_service_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."service_bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_bundle_links" ADD CONSTRAINT "service_bundle_links_ref_value_id_ref_values_id_fk" FOREIGN KEY ("ref_value_id") REFERENCES "public"."ref_values"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_bundles" ADD CONSTRAINT "service_bundles_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_bundles" ADD CONSTRAINT "service_bundles_tire_operation_ref_value_id_ref_values_id_fk" FOREIGN KEY ("tire_operation_ref_value_id") REFERENCES "public"."ref_values"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_positions" ADD CONSTRAINT "service_positions_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_positions" ADD CONSTRAINT "service_positions_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_promos" ADD CONSTRAINT "service_promos_promo_id_promos_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_promos" ADD CONSTRAINT "service_promos_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promo_uses_promo_used_at_idx" ON "promo_uses" USING btree ("promo_id","used_at");--> statement-breakpoint
CREATE INDEX "promo_uses_invoice_idx" ON "promo_uses" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_promos_key" ON "partner_promos" USING btree ("promo_id","partner_id");--> statement-breakpoint
CREATE INDEX "partner_promos_partner_idx" ON "partner_promos" USING btree ("partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_list_regions_key" ON "price_list_regions" USING btree ("price_list_id","region_fias_id");--> statement-breakpoint
CREATE INDEX "price_list_regions_region_idx" ON "price_list_regions" USING btree ("region_fias_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_promos_key" ON "project_promos" USING btree ("promo_id","project_id");--> statement-breakpoint
CREATE INDEX "project_promos_project_idx" ON "project_promos" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_bundle_items_key" ON "service_bundle_items" USING btree ("bundle_id","position_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_bundle_links_key" ON "service_bundle_links" USING btree ("bundle_id","ref_value_id");--> statement-breakpoint
CREATE INDEX "service_bundles_operation_idx" ON "service_bundles" USING btree ("service_id","tire_operation_ref_value_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_positions_key" ON "service_positions" USING btree ("service_id","position_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_promos_key" ON "service_promos" USING btree ("promo_id","service_id");--> statement-breakpoint
ALTER TABLE "order_invoices" ADD CONSTRAINT "order_invoices_promo_id_promos_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoices" ADD CONSTRAINT "order_invoices_client_promo_id_client_promos_id_fk" FOREIGN KEY ("client_promo_id") REFERENCES "public"."client_promos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promos_code_key" ON "promos" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "positions_name_idx" ON "positions" USING btree ("name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_list_items_alive_position_key" ON "price_list_items" USING btree ("price_list_id","position_id") WHERE "price_list_items"."deleted_date" is null;--> statement-breakpoint
CREATE INDEX "price_lists_office_idx" ON "price_lists" USING btree ("partner_office_id");--> statement-breakpoint
ALTER TABLE "promos" ADD CONSTRAINT "promos_used_count_within_max" CHECK ("promos"."used_count" >= 0 and ("promos"."max_uses" is null or "promos"."used_count" <= "promos"."max_uses"));--> statement-breakpoint
-- The books the complex bundles and the tyre-service calculators name: tyre operations and car types.
INSERT INTO "refs" ("id", "name", "code") VALUES
	(919, 'Шиномонтажные операции', 'tire_operation'),
	(920, 'Типы автомобилей', 'car_type');
--> statement-breakpoint
INSERT INTO "ref_values" ("id", "ref_id", "name", "sort") VALUES
	(9201, 919, 'Комплексный шиномонтаж', 10),
	(9202, 919, 'Сезонная замена колёс', 20),
	(9203, 919, 'Балансировка', 30),
	(9204, 919, 'Ремонт прокола', 40),
	(9205, 919, 'Сезонное хранение шин', 50),
	(9206, 919, 'Хранение колёс в сборе', 60),
	(9211, 920, 'Легковой', 10),
	(9212, 920, 'Кроссовер', 20),
	(9213, 920, 'Внедорожник', 30),
	(9214, 920, 'Микроавтобус', 40);
