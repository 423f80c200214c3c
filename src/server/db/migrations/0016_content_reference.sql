CREATE TABLE "card_type_positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_type_id" integer NOT NULL,
	"service_position_id" integer NOT NULL,
	"free_count" integer DEFAULT -1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_date" timestamp with time zone,
	CONSTRAINT "card_type_positions_free_count_check" CHECK ("card_type_positions"."free_count" >= -1 AND "card_type_positions"."free_count" <> 0)
);
--> statement-breakpoint
CREATE TABLE "service_card_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"validity_months" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_date" timestamp with time zone,
	CONSTRAINT "service_card_types_validity_check" CHECK ("service_card_types"."validity_months" IS NULL OR "service_card_types"."validity_months" > 0)
);
--> statement-breakpoint
CREATE TABLE "common_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"link" text,
	"content" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"activated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"author_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"text" text NOT NULL,
	"review_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_date" timestamp with time zone,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "seo_blogs" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"annotation" text,
	"content" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "seo_page_faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"seo_page_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"parent_id" integer,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"path" text NOT NULL,
	"h1" text,
	"meta_title" text,
	"meta_description" text,
	"content" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"indexed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qr_code_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"office_id" integer,
	"comment" text,
	"count" integer NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qr_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_bindings" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"source_ref_value_id" integer NOT NULL,
	"status_ref_value_id" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_catalog_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"group" text NOT NULL,
	"kind" text NOT NULL,
	"entity_id" integer,
	"parent_id" integer,
	"name" text NOT NULL,
	"previous_name" text,
	"payload" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by_user_id" integer
);
--> statement-breakpoint
ALTER TABLE "tire_brands" ADD COLUMN "deleted_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tire_models" ADD COLUMN "deleted_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cron_tasks" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "cron_tasks" ADD COLUMN "last_slot_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "card_type_positions" ADD CONSTRAINT "card_type_positions_card_type_id_service_card_types_id_fk" FOREIGN KEY ("card_type_id") REFERENCES "public"."service_card_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_type_positions" ADD CONSTRAINT "card_type_positions_service_position_id_service_positions_id_fk" FOREIGN KEY ("service_position_id") REFERENCES "public"."service_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "common_settings" ADD CONSTRAINT "common_settings_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_blogs" ADD CONSTRAINT "seo_blogs_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_blogs" ADD CONSTRAINT "seo_blogs_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_page_faqs" ADD CONSTRAINT "seo_page_faqs_seo_page_id_seo_pages_id_fk" FOREIGN KEY ("seo_page_id") REFERENCES "public"."seo_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_pages" ADD CONSTRAINT "seo_pages_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_pages" ADD CONSTRAINT "seo_pages_parent_id_seo_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."seo_pages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_code_batches" ADD CONSTRAINT "qr_code_batches_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_code_batches" ADD CONSTRAINT "qr_code_batches_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_code_batches" ADD CONSTRAINT "qr_code_batches_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_batch_id_qr_code_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."qr_code_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_bindings" ADD CONSTRAINT "order_status_bindings_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_bindings" ADD CONSTRAINT "order_status_bindings_source_ref_value_id_ref_values_id_fk" FOREIGN KEY ("source_ref_value_id") REFERENCES "public"."ref_values"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_bindings" ADD CONSTRAINT "order_status_bindings_status_ref_value_id_ref_values_id_fk" FOREIGN KEY ("status_ref_value_id") REFERENCES "public"."ref_values"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_catalog_changes" ADD CONSTRAINT "vehicle_catalog_changes_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_type_positions_card_type_idx" ON "card_type_positions" USING btree ("card_type_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "card_type_positions_alive_key" ON "card_type_positions" USING btree ("card_type_id","service_position_id") WHERE "card_type_positions"."deleted_date" IS NULL;--> statement-breakpoint
CREATE INDEX "service_card_types_name_idx" ON "service_card_types" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "banners_sort_idx" ON "banners" USING btree ("sort","id");--> statement-breakpoint
CREATE INDEX "reviews_service_date_idx" ON "reviews" USING btree ("service_id","review_date","id");--> statement-breakpoint
CREATE INDEX "seo_blogs_service_idx" ON "seo_blogs" USING btree ("service_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "seo_blogs_slug_alive_key" ON "seo_blogs" USING btree ("slug") WHERE "seo_blogs"."deleted_date" IS NULL;--> statement-breakpoint
CREATE INDEX "seo_page_faqs_page_sort_idx" ON "seo_page_faqs" USING btree ("seo_page_id","sort","id");--> statement-breakpoint
CREATE INDEX "seo_pages_service_parent_sort_idx" ON "seo_pages" USING btree ("service_id","parent_id","sort","id");--> statement-breakpoint
CREATE INDEX "seo_pages_parent_id_idx" ON "seo_pages" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seo_pages_service_path_key" ON "seo_pages" USING btree ("service_id","path");--> statement-breakpoint
CREATE INDEX "qr_code_batches_partner_created_idx" ON "qr_code_batches" USING btree ("partner_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "qr_codes_code_key" ON "qr_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "qr_codes_batch_id_idx" ON "qr_codes" USING btree ("batch_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_status_bindings_key" ON "order_status_bindings" USING btree ("service_id","source_ref_value_id","status_ref_value_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_status_bindings_primary_key" ON "order_status_bindings" USING btree ("service_id","source_ref_value_id") WHERE "order_status_bindings"."is_primary";--> statement-breakpoint
CREATE INDEX "order_status_bindings_status_idx" ON "order_status_bindings" USING btree ("status_ref_value_id");--> statement-breakpoint
CREATE INDEX "vehicle_catalog_changes_group_status_idx" ON "vehicle_catalog_changes" USING btree ("group","status","id");--> statement-breakpoint
ALTER TABLE "cron_tasks" ADD CONSTRAINT "cron_tasks_code_unique" UNIQUE("code");--> statement-breakpoint
-- The tasks an earlier version's demo data created get the codes of the jobs that now run them.
UPDATE "cron_tasks" SET "code" = CASE "name"
  WHEN 'Синхронизация каталога страховых компаний' THEN 'insurance_catalog_sync'
  WHEN 'Рассылка напоминаний о записи' THEN 'appointment_reminders'
  WHEN 'Выгрузка заявок в Carmen' THEN 'carmen_export'
  WHEN 'Очистка временных файлов' THEN 'temp_files_cleanup'
  WHEN 'Пересчёт бонусов' THEN 'bonus_recalc'
END WHERE "code" IS NULL;
