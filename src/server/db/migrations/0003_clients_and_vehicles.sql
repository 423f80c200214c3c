CREATE TABLE "bonus_operations" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"bonus" integer NOT NULL,
	"operation_type_ref_value_id" integer,
	"comment" text,
	"order_id" integer,
	"order_number" text,
	"invoice_number" text,
	"payment_date" timestamp with time zone,
	"partner_id" integer,
	"partner_legal_name" text,
	"service_name" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_insurance_losses" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"carmen_lead_id" text,
	"ma_id" text,
	"description" text,
	"update_date_utc" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "client_notification_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"order_id" integer,
	"push_body" text NOT NULL,
	"sending_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_notification_settings" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"can_get_order_status_push" boolean DEFAULT true NOT NULL,
	"can_get_penalty_push" boolean DEFAULT true NOT NULL,
	"can_get_penalty_email" boolean DEFAULT true NOT NULL,
	"can_get_receipt" boolean DEFAULT true NOT NULL,
	"can_get_news" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_notification_settings_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"changed_by_user_id" integer,
	"reason" text NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_promos" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"promo_id" integer NOT NULL,
	"source_project_id" integer NOT NULL,
	"comment" text,
	"used_count" integer DEFAULT 0 NOT NULL,
	"granted_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_date" timestamp with time zone,
	CONSTRAINT "client_promos_used_count_not_negative" CHECK ("client_promos"."used_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "client_service_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"date_from" timestamp with time zone,
	"date_to" timestamp with time zone,
	"company" text,
	"brand" text,
	"model" text,
	"reg_no" text,
	"vin" text,
	"policy_no" text,
	"policy_type" text,
	"description" text,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"last_name" text,
	"first_name" text,
	"middle_name" text,
	"phone_number" text NOT NULL,
	"email" text,
	"contact_phone_number1" text,
	"contact_phone_number2" text,
	"address" text,
	"date_of_birth" date,
	"gender_ref_value_id" integer,
	"status_ref_value_id" integer DEFAULT 76 NOT NULL,
	"partner_id" integer,
	"created_by_user_id" integer,
	"suppress_message_to_telegram_chat" boolean DEFAULT false NOT NULL,
	"suppress_sms" boolean DEFAULT false NOT NULL,
	"passport_series" text,
	"passport_number" text,
	"passport_issued_date" text,
	"passport_issued" text,
	"passport_issued_code" text,
	"snils" text,
	"driving_license" text,
	"bonus" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_date" timestamp with time zone,
	CONSTRAINT "clients_bonus_not_negative" CHECK ("clients"."bonus" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promos" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"project_id" integer NOT NULL,
	"date_start" timestamp with time zone,
	"date_end" timestamp with time zone,
	"max_uses" integer,
	"discount_rub" numeric(12, 2),
	"discount_percent" numeric(5, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "carmen_makes" (
	"id" serial PRIMARY KEY NOT NULL,
	"carmen_name" text NOT NULL,
	"vehicle_make_id" integer
);
--> statement-breakpoint
CREATE TABLE "carmen_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"carmen_fio" text NOT NULL,
	"depart" text,
	"email" text,
	"phone_number" text,
	"position" text,
	"user_id" integer
);
--> statement-breakpoint
CREATE TABLE "client_vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cron_task_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"cron_task_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text NOT NULL,
	"message" text
);
--> statement-breakpoint
CREATE TABLE "cron_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"schedule" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "insurance_company_catalog" (
	"external_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_generations" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"name" text NOT NULL,
	"year_from" integer,
	"year_to" integer
);
--> statement-breakpoint
CREATE TABLE "vehicle_insurances" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"insurance_type_ref_value_id" integer NOT NULL,
	"insurance_company_id" integer NOT NULL,
	"insurance_number" text,
	"start_date" timestamp with time zone NOT NULL,
	"expiration_date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vehicle_makes" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vehicle_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"make_id" integer NOT NULL,
	"title" text NOT NULL,
	"deleted_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vehicle_modifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"generation_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"make_id" integer,
	"model_id" integer,
	"generation_id" integer,
	"modification_id" integer,
	"number" text NOT NULL,
	"foreign" boolean DEFAULT false NOT NULL,
	"vin" text,
	"sts_number" text,
	"pts_number" text,
	"year_of_issue" integer,
	"is_corporate" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_date" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bonus_operations" ADD CONSTRAINT "bonus_operations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_operations" ADD CONSTRAINT "bonus_operations_operation_type_ref_value_id_ref_values_id_fk" FOREIGN KEY ("operation_type_ref_value_id") REFERENCES "public"."ref_values"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_operations" ADD CONSTRAINT "bonus_operations_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_operations" ADD CONSTRAINT "bonus_operations_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_insurance_losses" ADD CONSTRAINT "client_insurance_losses_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_notification_history" ADD CONSTRAINT "client_notification_history_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_notification_settings" ADD CONSTRAINT "client_notification_settings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_notification_settings_audit" ADD CONSTRAINT "client_notification_settings_audit_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_notification_settings_audit" ADD CONSTRAINT "client_notification_settings_audit_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_promos" ADD CONSTRAINT "client_promos_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_promos" ADD CONSTRAINT "client_promos_promo_id_promos_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_promos" ADD CONSTRAINT "client_promos_source_project_id_projects_id_fk" FOREIGN KEY ("source_project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_promos" ADD CONSTRAINT "client_promos_granted_by_user_id_users_id_fk" FOREIGN KEY ("granted_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_service_cards" ADD CONSTRAINT "client_service_cards_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_gender_ref_value_id_ref_values_id_fk" FOREIGN KEY ("gender_ref_value_id") REFERENCES "public"."ref_values"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_status_ref_value_id_ref_values_id_fk" FOREIGN KEY ("status_ref_value_id") REFERENCES "public"."ref_values"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promos" ADD CONSTRAINT "promos_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carmen_makes" ADD CONSTRAINT "carmen_makes_vehicle_make_id_vehicle_makes_id_fk" FOREIGN KEY ("vehicle_make_id") REFERENCES "public"."vehicle_makes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carmen_users" ADD CONSTRAINT "carmen_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_vehicles" ADD CONSTRAINT "client_vehicles_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_vehicles" ADD CONSTRAINT "client_vehicles_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cron_task_runs" ADD CONSTRAINT "cron_task_runs_cron_task_id_cron_tasks_id_fk" FOREIGN KEY ("cron_task_id") REFERENCES "public"."cron_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_generations" ADD CONSTRAINT "vehicle_generations_model_id_vehicle_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_insurances" ADD CONSTRAINT "vehicle_insurances_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_insurances" ADD CONSTRAINT "vehicle_insurances_insurance_type_ref_value_id_ref_values_id_fk" FOREIGN KEY ("insurance_type_ref_value_id") REFERENCES "public"."ref_values"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_insurances" ADD CONSTRAINT "vehicle_insurances_insurance_company_id_insurance_companies_id_fk" FOREIGN KEY ("insurance_company_id") REFERENCES "public"."insurance_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD CONSTRAINT "vehicle_models_make_id_vehicle_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."vehicle_makes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_modifications" ADD CONSTRAINT "vehicle_modifications_generation_id_vehicle_generations_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."vehicle_generations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_make_id_vehicle_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."vehicle_makes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_model_id_vehicle_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_generation_id_vehicle_generations_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."vehicle_generations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_modification_id_vehicle_modifications_id_fk" FOREIGN KEY ("modification_id") REFERENCES "public"."vehicle_modifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_operations_client_id_created_at_idx" ON "bonus_operations" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "client_insurance_losses_client_id_idx" ON "client_insurance_losses" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "client_notification_history_client_id_idx" ON "client_notification_history" USING btree ("client_id","sending_at");--> statement-breakpoint
CREATE INDEX "client_notification_history_order_id_idx" ON "client_notification_history" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "client_notification_settings_audit_client_id_idx" ON "client_notification_settings_audit" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "client_promos_client_id_idx" ON "client_promos" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "client_service_cards_client_id_idx" ON "client_service_cards" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_phone_number_key" ON "clients" USING btree ("phone_number") WHERE "clients"."deleted_date" is null;--> statement-breakpoint
CREATE INDEX "clients_names_idx" ON "clients" USING btree (lower("last_name"),lower("first_name"));--> statement-breakpoint
CREATE INDEX "clients_created_at_idx" ON "clients" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "promos_project_id_idx" ON "promos" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_vehicles_live_key" ON "client_vehicles" USING btree ("client_id","vehicle_id") WHERE "client_vehicles"."deleted_date" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "client_vehicles_one_primary_key" ON "client_vehicles" USING btree ("client_id") WHERE "client_vehicles"."primary" and "client_vehicles"."deleted_date" is null;--> statement-breakpoint
CREATE INDEX "client_vehicles_vehicle_id_idx" ON "client_vehicles" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "cron_task_runs_task_id_started_at_idx" ON "cron_task_runs" USING btree ("cron_task_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "insurance_companies_external_id_key" ON "insurance_companies" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "vehicle_generations_model_id_idx" ON "vehicle_generations" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "vehicle_insurances_vehicle_id_idx" ON "vehicle_insurances" USING btree ("vehicle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_makes_title_key" ON "vehicle_makes" USING btree ("title");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_models_make_id_title_key" ON "vehicle_models" USING btree ("make_id","title");--> statement-breakpoint
CREATE INDEX "vehicle_modifications_generation_id_idx" ON "vehicle_modifications" USING btree ("generation_id");--> statement-breakpoint
CREATE INDEX "vehicles_number_trgm_idx" ON "vehicles" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vehicles_vin_idx" ON "vehicles" USING btree ("vin");--> statement-breakpoint
-- Product data: the policy types of the vehicle policy dialog (a book the seeds name without ids).
INSERT INTO "refs" ("id", "name", "code") VALUES (908, 'Типы страховых полисов', 'insurance_type');--> statement-breakpoint
INSERT INTO "ref_values" ("id", "ref_id", "name", "sort") VALUES
	(9101, 908, 'ОСАГО', 10),
	(9102, 908, 'КАСКО', 20),
	(9103, 908, 'ДСАГО', 30);
