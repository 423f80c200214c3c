CREATE TABLE "appointment_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" integer,
	"deleted_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "appointment_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"action" text NOT NULL,
	"description" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"office_post_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"title" text NOT NULL,
	"details" text,
	"client_id" integer,
	"phone" text,
	"state" text DEFAULT 'booked' NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_date" timestamp with time zone,
	"deleted_by_user_id" integer,
	CONSTRAINT "appointments_order_check" CHECK ("appointments"."start_at" < "appointments"."end_at")
);
--> statement-breakpoint
CREATE TABLE "federal_days" (
	"day" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "office_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"office_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "post_weekly_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"office_post_id" integer NOT NULL,
	"day_of_week" smallint NOT NULL,
	"begin_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	CONSTRAINT "post_weekly_slots_day_check" CHECK ("post_weekly_slots"."day_of_week" between 1 and 7),
	CONSTRAINT "post_weekly_slots_time_check" CHECK ("post_weekly_slots"."begin_minute" >= 0 and "post_weekly_slots"."begin_minute" < "post_weekly_slots"."end_minute" and "post_weekly_slots"."end_minute" <= 1440)
);
--> statement-breakpoint
CREATE TABLE "post_work_intervals" (
	"id" serial PRIMARY KEY NOT NULL,
	"office_post_id" integer NOT NULL,
	"begin_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	CONSTRAINT "post_work_intervals_order_check" CHECK ("post_work_intervals"."begin_at" < "post_work_intervals"."end_at")
);
--> statement-breakpoint
CREATE TABLE "service_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"office_post_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_date" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "appointment_files" ADD CONSTRAINT "appointment_files_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_files" ADD CONSTRAINT "appointment_files_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_history" ADD CONSTRAINT "appointment_history_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_history" ADD CONSTRAINT "appointment_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_office_post_id_office_posts_id_fk" FOREIGN KEY ("office_post_id") REFERENCES "public"."office_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_deleted_by_user_id_users_id_fk" FOREIGN KEY ("deleted_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_posts" ADD CONSTRAINT "office_posts_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_weekly_slots" ADD CONSTRAINT "post_weekly_slots_office_post_id_office_posts_id_fk" FOREIGN KEY ("office_post_id") REFERENCES "public"."office_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_work_intervals" ADD CONSTRAINT "post_work_intervals_office_post_id_office_posts_id_fk" FOREIGN KEY ("office_post_id") REFERENCES "public"."office_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_posts" ADD CONSTRAINT "service_posts_office_post_id_office_posts_id_fk" FOREIGN KEY ("office_post_id") REFERENCES "public"."office_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_posts" ADD CONSTRAINT "service_posts_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_files_appointment_idx" ON "appointment_files" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "appointment_history_appointment_idx" ON "appointment_history" USING btree ("appointment_id","created_at");--> statement-breakpoint
CREATE INDEX "appointments_post_start_idx" ON "appointments" USING btree ("office_post_id","start_at");--> statement-breakpoint
CREATE INDEX "appointments_service_start_idx" ON "appointments" USING btree ("service_id","start_at");--> statement-breakpoint
CREATE INDEX "appointments_deleted_idx" ON "appointments" USING btree ("deleted_date");--> statement-breakpoint
CREATE INDEX "office_posts_office_idx" ON "office_posts" USING btree ("office_id","sort");--> statement-breakpoint
CREATE INDEX "post_weekly_slots_post_idx" ON "post_weekly_slots" USING btree ("office_post_id","day_of_week");--> statement-breakpoint
CREATE INDEX "post_work_intervals_post_idx" ON "post_work_intervals" USING btree ("office_post_id","begin_at");--> statement-breakpoint
CREATE INDEX "service_posts_post_idx" ON "service_posts" USING btree ("office_post_id");--> statement-breakpoint
CREATE INDEX "service_posts_service_idx" ON "service_posts" USING btree ("service_id");--> statement-breakpoint
-- btree_gist lets one GiST index compare the post id (=) and the time range (&&): the database refuses a second
-- live appointment on a post at an overlapping time, whatever process or transaction tries it. Trusted since
-- PostgreSQL 13, so the database owner may create it; PGlite registers it at open.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_post_no_overlap" EXCLUDE USING gist ("office_post_id" WITH =, tstzrange("start_at", "end_at") WITH &&) WHERE ("deleted_date" IS NULL);
--> statement-breakpoint
ALTER TABLE "post_work_intervals" ADD CONSTRAINT "post_work_intervals_no_overlap" EXCLUDE USING gist ("office_post_id" WITH =, tstzrange("begin_at", "end_at") WITH &&);
--> statement-breakpoint
-- The statutory non-working days of the Russian Federation (Labour Code, article 112); staff add the year's
-- transfers on /scheduler/federal.
INSERT INTO "federal_days" ("day", "name") VALUES
	('2026-01-01', 'Новогодние каникулы'), ('2026-01-02', 'Новогодние каникулы'), ('2026-01-03', 'Новогодние каникулы'),
	('2026-01-04', 'Новогодние каникулы'), ('2026-01-05', 'Новогодние каникулы'), ('2026-01-06', 'Новогодние каникулы'),
	('2026-01-07', 'Рождество Христово'), ('2026-01-08', 'Новогодние каникулы'), ('2026-02-23', 'День защитника Отечества'),
	('2026-03-08', 'Международный женский день'), ('2026-05-01', 'Праздник Весны и Труда'), ('2026-05-09', 'День Победы'),
	('2026-06-12', 'День России'), ('2026-11-04', 'День народного единства'),
	('2027-01-01', 'Новогодние каникулы'), ('2027-01-02', 'Новогодние каникулы'), ('2027-01-03', 'Новогодние каникулы'),
	('2027-01-04', 'Новогодние каникулы'), ('2027-01-05', 'Новогодние каникулы'), ('2027-01-06', 'Новогодние каникулы'),
	('2027-01-07', 'Рождество Христово'), ('2027-01-08', 'Новогодние каникулы'), ('2027-02-23', 'День защитника Отечества'),
	('2027-03-08', 'Международный женский день'), ('2027-05-01', 'Праздник Весны и Труда'), ('2027-05-09', 'День Победы'),
	('2027-06-12', 'День России'), ('2027-11-04', 'День народного единства');
