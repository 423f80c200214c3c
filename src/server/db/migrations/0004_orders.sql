CREATE TABLE "divisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"partner_id" integer,
	"deleted_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_checklist_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"content_ref_value_id" integer NOT NULL,
	"checked" boolean NOT NULL,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"recipient_type_ref_value_id" integer NOT NULL,
	"division_id" integer,
	"recipient_user_id" integer,
	"comment" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_communications" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"type_ref_value_id" integer NOT NULL,
	"note" text NOT NULL,
	"next_contact_date" timestamp with time zone,
	"next_note" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_damaged_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"amount" numeric(12, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_doc_type_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"doc_type_ref_value_id" integer NOT NULL,
	"doc_status_ref_value_id" integer NOT NULL,
	"set_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_executors" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"office_id" integer,
	"available" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"ref_id" integer,
	"required" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"source" text DEFAULT 'operator' NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_path" text NOT NULL,
	"comment" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"text" text NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_responsibles" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"total_size" integer NOT NULL,
	"received_size" integer DEFAULT 0 NOT NULL,
	"storage_path" text NOT NULL,
	"user_id" integer,
	"file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"service_id" integer NOT NULL,
	"status_ref_value_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"vehicle_id" integer,
	"partner_id" integer,
	"office_id" integer,
	"user_id" integer,
	"cost" numeric(12, 2),
	"is_paid" boolean DEFAULT false NOT NULL,
	"address" text,
	"description" text,
	"planned_date" timestamp with time zone,
	"timezone" text DEFAULT 'Europe/Moscow' NOT NULL,
	"stored_object_ref_value_id" integer,
	"tires" jsonb,
	"rims" jsonb,
	"cancel_reason_ref_value_id" integer,
	"refusal_reason_ref_value_id" integer,
	"refusal_comment" text,
	"outside_ring_road_distance" integer,
	"specific_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"specific_ref_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"carmen_lead_id" text,
	"ma_id" text,
	"parent_order_id" integer,
	"blocked_by_user_id" integer,
	"blocked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"sort" integer,
	"deleted_date" timestamp with time zone,
	CONSTRAINT "services_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "tire_brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "tire_brands_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "tire_defects" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"barcode" text NOT NULL,
	"defect_type_ids" integer[] NOT NULL,
	"stored_object_number" text,
	"stored_object_ref_value_id" integer,
	"tire_tread_depth" numeric(5, 1),
	"current_state" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tire_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "divisions" ADD CONSTRAINT "divisions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_checklist_items" ADD CONSTRAINT "order_checklist_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_checklist_items" ADD CONSTRAINT "order_checklist_items_content_ref_value_id_ref_values_id_fk" FOREIGN KEY ("content_ref_value_id") REFERENCES "public"."ref_values"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_checklist_items" ADD CONSTRAINT "order_checklist_items_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_comments" ADD CONSTRAINT "order_comments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_comments" ADD CONSTRAINT "order_comments_recipient_type_ref_value_id_ref_values_id_fk" FOREIGN KEY ("recipient_type_ref_value_id") REFERENCES "public"."ref_values"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_comments" ADD CONSTRAINT "order_comments_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_comments" ADD CONSTRAINT "order_comments_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_comments" ADD CONSTRAINT "order_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_communications" ADD CONSTRAINT "order_communications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_communications" ADD CONSTRAINT "order_communications_type_ref_value_id_ref_values_id_fk" FOREIGN KEY ("type_ref_value_id") REFERENCES "public"."ref_values"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_communications" ADD CONSTRAINT "order_communications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_damaged_items" ADD CONSTRAINT "order_damaged_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_doc_type_statuses" ADD CONSTRAINT "order_doc_type_statuses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_doc_type_statuses" ADD CONSTRAINT "order_doc_type_statuses_doc_type_ref_value_id_ref_values_id_fk" FOREIGN KEY ("doc_type_ref_value_id") REFERENCES "public"."ref_values"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_doc_type_statuses" ADD CONSTRAINT "order_doc_type_statuses_doc_status_ref_value_id_ref_values_id_fk" FOREIGN KEY ("doc_status_ref_value_id") REFERENCES "public"."ref_values"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_doc_type_statuses" ADD CONSTRAINT "order_doc_type_statuses_set_by_user_id_users_id_fk" FOREIGN KEY ("set_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_executors" ADD CONSTRAINT "order_executors_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_executors" ADD CONSTRAINT "order_executors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_executors" ADD CONSTRAINT "order_executors_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_fields" ADD CONSTRAINT "order_fields_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_files" ADD CONSTRAINT "order_files_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_files" ADD CONSTRAINT "order_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_responsibles" ADD CONSTRAINT "order_responsibles_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_responsibles" ADD CONSTRAINT "order_responsibles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_uploads" ADD CONSTRAINT "order_uploads_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_uploads" ADD CONSTRAINT "order_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_uploads" ADD CONSTRAINT "order_uploads_file_id_order_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."order_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_ref_value_id_ref_values_id_fk" FOREIGN KEY ("status_ref_value_id") REFERENCES "public"."ref_values"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_stored_object_ref_value_id_ref_values_id_fk" FOREIGN KEY ("stored_object_ref_value_id") REFERENCES "public"."ref_values"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancel_reason_ref_value_id_ref_values_id_fk" FOREIGN KEY ("cancel_reason_ref_value_id") REFERENCES "public"."ref_values"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refusal_reason_ref_value_id_ref_values_id_fk" FOREIGN KEY ("refusal_reason_ref_value_id") REFERENCES "public"."ref_values"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_blocked_by_user_id_users_id_fk" FOREIGN KEY ("blocked_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tire_defects" ADD CONSTRAINT "tire_defects_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tire_defects" ADD CONSTRAINT "tire_defects_stored_object_ref_value_id_ref_values_id_fk" FOREIGN KEY ("stored_object_ref_value_id") REFERENCES "public"."ref_values"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tire_models" ADD CONSTRAINT "tire_models_brand_id_tire_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."tire_brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_checklist_items_order_id_content_key" ON "order_checklist_items" USING btree ("order_id","content_ref_value_id");--> statement-breakpoint
CREATE INDEX "order_comments_order_id_idx" ON "order_comments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_communications_order_id_idx" ON "order_communications" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_communications_next_contact_idx" ON "order_communications" USING btree ("next_contact_date");--> statement-breakpoint
CREATE INDEX "order_damaged_items_order_id_idx" ON "order_damaged_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_doc_type_statuses_key" ON "order_doc_type_statuses" USING btree ("order_id","doc_type_ref_value_id");--> statement-breakpoint
CREATE INDEX "order_executors_order_id_idx" ON "order_executors" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_executors_live_key" ON "order_executors" USING btree ("order_id","user_id") WHERE "order_executors"."deleted_date" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "order_fields_service_id_code_key" ON "order_fields" USING btree ("service_id","code");--> statement-breakpoint
CREATE INDEX "order_files_order_id_kind_idx" ON "order_files" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "order_history_order_id_created_at_idx" ON "order_history" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_responsibles_key" ON "order_responsibles" USING btree ("order_id","role","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_key" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_status_created_at_idx" ON "orders" USING btree ("status_ref_value_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_service_created_at_idx" ON "orders" USING btree ("service_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_client_id_idx" ON "orders" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "orders_vehicle_id_idx" ON "orders" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "orders_partner_id_idx" ON "orders" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "orders_office_id_idx" ON "orders" USING btree ("office_id");--> statement-breakpoint
CREATE INDEX "orders_planned_date_idx" ON "orders" USING btree ("planned_date");--> statement-breakpoint
CREATE INDEX "orders_parent_order_id_idx" ON "orders" USING btree ("parent_order_id");--> statement-breakpoint
CREATE INDEX "orders_carmen_lead_id_idx" ON "orders" USING btree ("carmen_lead_id");--> statement-breakpoint
CREATE INDEX "orders_number_trgm_idx" ON "orders" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "tire_defects_barcode_key" ON "tire_defects" USING btree ("barcode");--> statement-breakpoint
CREATE INDEX "tire_defects_order_id_idx" ON "tire_defects" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tire_models_brand_id_name_key" ON "tire_models" USING btree ("brand_id","name");--> statement-breakpoint
-- Order numbers: 'YYMM-' and this running number (ordersRepository).
CREATE SEQUENCE "order_number_seq" START WITH 1001;
--> statement-breakpoint
-- Product data (every database gets it). Services the seeds number keep their ids (seed 001 sections 5 and 9: 13
-- and 42 take a cancellation reason, 41 lists service offices, 61 is the timeline's default, 68 and 69 the tyre
-- services); ours take 901+, and ids the console creates start at 1 000.
INSERT INTO "services" ("id", "name", "code", "sort") VALUES
	(13, 'Эвакуация', 'evacuation', 10),
	(42, 'Техническая помощь', 'tech_help', 20),
	(69, 'Шиномонтаж', 'tire_fitting', 30),
	(68, 'Хранение шин', 'tire_storage', 40),
	(61, 'Запись в автосервис', 'car_service', 50),
	(41, 'Сервисный офис', 'service_office', 60),
	(901, 'Аварийный комиссар', 'avarcom', 70),
	(902, 'Урегулирование убытков', 'loss_adjustment', 80),
	(903, 'Аварийный комиссар банка-партнёра', 't_avarcom', 90),
	(904, 'Осмотр недвижимости', 'realty', 100);
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('services', 'id'), 1000);
--> statement-breakpoint
INSERT INTO "refs" ("id", "name", "code") VALUES
	(909, 'Получатели комментариев', 'comment_recipient_type'),
	(910, 'Пункты чек-листа заявки', 'order_checklist_content'),
	(911, 'Статусы документов', 'document_status'),
	(912, 'Типы коммуникаций', 'communication_type'),
	(913, 'Причины отмены заявки', 'order_cancel_reason'),
	(914, 'Типы дисков', 'rims_type'),
	(915, 'Причины эвакуации', 'evacuation_reason'),
	(916, 'Блокировка колёс', 'wheel_lock'),
	(917, 'Диаметр колеса', 'wheel_diameter');
--> statement-breakpoint
-- Comment recipients: 9092 and 9093 address a division, 9094 one user (seed 001 'Other order forms').
INSERT INTO "ref_values" ("id", "ref_id", "name", "sort") VALUES
	(9091, 909, 'Всем', 10),
	(9092, 909, 'Подразделению', 20),
	(9093, 909, 'Подразделению партнёра', 30),
	(9094, 909, 'Пользователю', 40),
	(9111, 910, 'Клиент проинформирован о стоимости', 10),
	(9112, 910, 'Фото автомобиля сделаны', 20),
	(9113, 910, 'Документы клиента проверены', 30),
	(9114, 910, 'Исполнитель подтвердил выезд', 40),
	(9115, 910, 'Клиент подтвердил выполнение', 50),
	(9121, 911, 'Не предоставлен', 10),
	(9122, 911, 'Получен', 20),
	(9123, 911, 'Проверен', 30),
	(9124, 911, 'Отклонён', 40),
	(9053, 905, 'Извещение о ДТП', 40),
	(9054, 905, 'Полис ОСАГО', 50),
	(9055, 905, 'Паспорт собственника', 60),
	(9131, 912, 'Звонок', 10),
	(9132, 912, 'СМС', 20),
	(9133, 912, 'E-mail', 30),
	(9134, 912, 'Мессенджер', 40),
	(9141, 913, 'Клиент отменил заявку', 10),
	(9142, 913, 'Проблема решена самостоятельно', 20),
	(9143, 913, 'Долгое ожидание', 30),
	(9144, 913, 'Дубликат заявки', 40),
	(9151, 914, 'Литые', 10),
	(9152, 914, 'Штампованные', 20),
	(9153, 914, 'Кованые', 30),
	(9161, 915, 'ДТП', 10),
	(9162, 915, 'Техническая неисправность', 20),
	(9163, 915, 'Перемещение на штрафстоянку', 30),
	(9171, 916, 'Колёса не заблокированы', 10),
	(9172, 916, 'Заблокированы передние колёса', 20),
	(9173, 916, 'Заблокированы задние колёса', 30),
	(9174, 916, 'Заблокированы все колёса', 40),
	(9181, 917, 'R13', 10),
	(9182, 917, 'R14', 20),
	(9183, 917, 'R15', 30),
	(9184, 917, 'R16', 40),
	(9185, 917, 'R17', 50),
	(9186, 917, 'R18', 60),
	(9187, 917, 'R19', 70),
	(9188, 917, 'R20', 80);
--> statement-breakpoint
-- Each service's own fields (GET /order_fields/services/{id}). The tyre service's axle and rims fields are the
-- seed's own and live in columns; these are the rest.
INSERT INTO "order_fields" ("service_id", "code", "name", "type", "ref_id", "required", "sort") VALUES
	(13, 'evacuationReason', 'Причина эвакуации', 'ref', 915, true, 10),
	(13, 'wheelLock', 'Блокировка колёс', 'ref', 916, true, 20),
	(13, 'destinationAddress', 'Адрес доставки', 'text', NULL, false, 30),
	(42, 'problem', 'Неисправность', 'text', NULL, false, 10),
	(69, 'diameterWheel', 'Диаметр колеса', 'ref', 917, false, 10),
	(69, 'tireCount', 'Количество шин', 'number', NULL, false, 20),
	(68, 'diameterWheel', 'Диаметр колеса', 'ref', 917, false, 10),
	(68, 'tireCount', 'Количество шин', 'number', NULL, false, 20),
	(68, 'storagePlace', 'Место хранения', 'text', NULL, false, 30),
	(61, 'workType', 'Вид работ', 'text', NULL, false, 10),
	(41, 'workType', 'Вид работ', 'text', NULL, false, 10),
	(901, 'participantsCount', 'Участников ДТП', 'number', NULL, false, 10),
	(901, 'europrotocol', 'Европротокол', 'boolean', NULL, false, 20),
	(902, 'lossNumber', 'Номер убытка', 'text', NULL, true, 10),
	(902, 'insuranceCompany', 'Страховая компания', 'text', NULL, false, 20),
	(902, 'damageAmount', 'Сумма ущерба', 'number', NULL, false, 30),
	(903, 'bankName', 'Банк-партнёр', 'text', NULL, true, 10),
	(903, 'evacuationNeeded', 'Нужна эвакуация', 'boolean', NULL, false, 20),
	(904, 'objectAddress', 'Адрес объекта', 'text', NULL, true, 10);
--> statement-breakpoint
-- Tyre catalogue (product data): brands and models sold in Russia.
INSERT INTO "tire_brands" ("id", "name") VALUES
	(1, 'Nokian Tyres'), (2, 'Michelin'), (3, 'Bridgestone'), (4, 'Continental'), (5, 'Pirelli'),
	(6, 'Cordiant'), (7, 'Kama'), (8, 'Hankook'), (9, 'Yokohama'), (10, 'Ikon Tyres');
--> statement-breakpoint
INSERT INTO "tire_models" ("brand_id", "name") VALUES
	(1, 'Hakkapeliitta 10'), (1, 'Nordman 8'), (1, 'Hakka Green 3'),
	(2, 'X-Ice North 4'), (2, 'Primacy 4'), (2, 'Pilot Sport 4'),
	(3, 'Blizzak Ice'), (3, 'Turanza T005'), (3, 'Ecopia EP150'),
	(4, 'IceContact 3'), (4, 'PremiumContact 6'), (4, 'ContiWinterContact TS 870'),
	(5, 'Ice Zero 2'), (5, 'Cinturato P7'), (5, 'Scorpion Verde'),
	(6, 'Snow Cross 2'), (6, 'Comfort 2'), (6, 'Road Runner'),
	(7, 'Кама Евро 519'), (7, 'Кама Breeze'), (7, 'Кама Flame'),
	(8, 'Winter i*Pike RS2'), (8, 'Ventus Prime 4'), (8, 'Kinergy Eco 2'),
	(9, 'iceGUARD iG65'), (9, 'BluEarth-GT AE51'), (9, 'Geolandar G015'),
	(10, 'Autograph Ice 9'), (10, 'Nordman SX3'), (10, 'Character Aqua');
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('tire_brands', 'id'), 1000);
--> statement-breakpoint
INSERT INTO "divisions" ("id", "name") VALUES
	(1, 'Диспетчерская'), (2, 'Отдел качества'), (3, 'Бухгалтерия'), (4, 'Отдел урегулирования убытков');
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('divisions', 'id'), 1000);
