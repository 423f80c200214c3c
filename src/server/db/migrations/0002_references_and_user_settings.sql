CREATE TABLE "ref_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"ref_id" integer NOT NULL,
	"name" text NOT NULL,
	"int1" integer,
	"sort" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_settings_pkey" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "ref_values" ADD CONSTRAINT "ref_values_ref_id_refs_id_fk" FOREIGN KEY ("ref_id") REFERENCES "public"."refs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ref_values_ref_id_sort_idx" ON "ref_values" USING btree ("ref_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "refs_code_key" ON "refs" USING btree ("code");--> statement-breakpoint
-- Product reference data (not demo data: every database gets it). Ids the seeds name keep those ids (seed 000
-- section 9, seed 001 sections 4 and 9); the seeds name no books for most of them, so books the seeds do not number
-- take ids 901+, and values the seeds do not number take ids 9001+. The sequences then move to 1 000 and 10 000:
-- ids the console creates never clash with product data a later migration adds below them.
INSERT INTO "refs" ("id", "name", "code") VALUES
	(9, 'Статусы заявок', 'order_status'),
	(27, 'Статус клиента', 'client_status'),
	(52, 'Пол', 'gender'),
	(74, 'Тип операции с бонусами', 'bonus_operation_type'),
	(901, 'Типы push-токенов', 'push_token_type'),
	(902, 'Объекты хранения', 'stored_object'),
	(903, 'Типы дефектов шин и дисков', 'tyre_defect_type'),
	(904, 'Причины отказа', 'refusal_reason'),
	(905, 'Типы документов', 'document_type'),
	(906, 'Признаки офиса', 'office_attribute'),
	(907, 'Источники статусов', 'status_source');
--> statement-breakpoint
-- Office values 10, 15 and 56: seed 001 section 9 gives only the ids; the names are ours. Defect types 548 and 562
-- are the defaults of a new defect line (548 for a tyre, object 379; 562 otherwise): 'no visible defects'.
-- Order status 29 is the archive status (seed 001 section 4), 121 the cancelled one.
INSERT INTO "ref_values" ("id", "ref_id", "name", "sort") VALUES
	(9011, 9, 'Новая', 10),
	(9012, 9, 'В работе', 20),
	(9013, 9, 'Назначен исполнитель', 30),
	(9014, 9, 'Ожидает оплаты', 40),
	(9015, 9, 'Выполнена', 50),
	(121, 9, 'Отменена', 60),
	(29, 9, 'В архиве', 70),
	(76, 27, 'Активный', 10),
	(77, 27, 'Заблокирован', 20),
	(9001, 52, 'Мужской', 10),
	(9002, 52, 'Женский', 20),
	(345, 74, 'Начисление', 10),
	(346, 74, 'Списание', 20),
	(143, 901, 'Web Push (браузер)', 10),
	(379, 902, 'Шины', 10),
	(380, 902, 'Комплект колёс', 20),
	(443, 902, 'Диски', 30),
	(548, 903, 'Без видимых дефектов (шина)', 10),
	(562, 903, 'Без видимых дефектов', 20),
	(9031, 903, 'Порез боковины', 30),
	(9032, 903, 'Грыжа', 40),
	(9033, 903, 'Износ протектора', 50),
	(9034, 903, 'Деформация диска', 60),
	(9041, 904, 'Клиент отказался', 10),
	(9042, 904, 'Нет свободного исполнителя', 20),
	(9043, 904, 'Повторная заявка', 30),
	(503, 904, 'Другое', 100),
	(457, 905, 'Акт возврата', 10),
	(9051, 905, 'Акт приёма-передачи', 20),
	(9052, 905, 'Акт выполненных работ', 30),
	(10, 906, 'Шиномонтаж', 10),
	(15, 906, 'Хранение шин', 20),
	(56, 906, 'Выездной сервис', 30),
	(144, 907, 'Статус источника', 10);
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('refs', 'id'), GREATEST((SELECT max("id") FROM "refs"), 1000));
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('ref_values', 'id'), GREATEST((SELECT max("id") FROM "ref_values"), 10000));
