CREATE TABLE "order_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"template_id" integer,
	"title" text NOT NULL,
	"storage_path" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_sign_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"token" text NOT NULL,
	"document_ids" integer[] NOT NULL,
	"phone" text NOT NULL,
	"sms_code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"user_id" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"signed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "partner_car_park" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_doc_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer,
	"service_id" integer,
	"name" text NOT NULL,
	"body" text NOT NULL,
	"wheels_width_differ" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_date" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_template_id_partner_doc_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."partner_doc_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_sign_links" ADD CONSTRAINT "order_sign_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_sign_links" ADD CONSTRAINT "order_sign_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_car_park" ADD CONSTRAINT "partner_car_park_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_car_park" ADD CONSTRAINT "partner_car_park_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_doc_templates" ADD CONSTRAINT "partner_doc_templates_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_doc_templates" ADD CONSTRAINT "partner_doc_templates_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_documents_order_id_idx" ON "order_documents" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_sign_links_token_key" ON "order_sign_links" USING btree ("token");--> statement-breakpoint
CREATE INDEX "order_sign_links_order_id_idx" ON "order_sign_links" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_car_park_partner_vehicle_key" ON "partner_car_park" USING btree ("partner_id","vehicle_id");--> statement-breakpoint
CREATE INDEX "partner_car_park_vehicle_id_idx" ON "partner_car_park" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "partner_doc_templates_partner_id_idx" ON "partner_doc_templates" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "partner_doc_templates_service_id_idx" ON "partner_doc_templates" USING btree ("service_id");--> statement-breakpoint
-- Product data: the platform's own document templates (global, or for evacuation 13 and tyre storage 68). Blank lines
-- separate paragraphs; {{...}} are filled from the order when the PDF is generated.
INSERT INTO "partner_doc_templates" ("partner_id", "service_id", "name", "body") VALUES
	(NULL, NULL, 'Акт приёма-передачи автомобиля', 'к заявке № {{order.number}} от {{order.date}}

Дата составления: {{today}}

Исполнитель: {{partner.name}}, {{office.name}}.
Заказчик: {{client.fio}}, телефон {{client.phone}}.

Заказчик передаёт, а Исполнитель принимает автомобиль для оказания услуги «{{order.service}}»:
марка {{vehicle.make}}, модель {{vehicle.model}}, государственный регистрационный знак {{vehicle.plate}}, VIN {{vehicle.vin}}.

Место передачи: {{order.address}}.

Автомобиль осмотрен в присутствии Заказчика. Видимые повреждения кузова, остекления и колёсных дисков, а также комплектность автомобиля отражены в фотофиксации к заявке. Личные вещи в салоне и багажнике Заказчик забрал, за их сохранность Исполнитель ответственности не несёт.

Настоящий акт составлен в двух экземплярах, по одному для каждой из сторон.

Автомобиль сдал (Заказчик): ____________________ / {{client.fio}}

Автомобиль принял (Исполнитель): ____________________ / ____________________'),
	(NULL, NULL, 'Акт выполненных работ', 'по заявке № {{order.number}} от {{order.date}}

Дата составления: {{today}}

Исполнитель: {{partner.name}}.
Заказчик: {{client.fio}}, телефон {{client.phone}}.
Автомобиль: {{vehicle.make}} {{vehicle.model}}, госномер {{vehicle.plate}}.

Исполнитель оказал, а Заказчик принял услугу «{{order.service}}».
Описание работ: {{order.description}}.
Стоимость услуг: {{order.cost}}.

Услуги оказаны полностью и в срок. Заказчик претензий по объёму, качеству и срокам оказания услуг не имеет.

Исполнитель: ____________________ / ____________________

Заказчик: ____________________ / {{client.fio}}'),
	(NULL, 13, 'Заявка-договор на эвакуацию', 'Заявка-договор № {{order.number}} от {{order.date}}

Исполнитель: {{partner.name}}.
Заказчик: {{client.fio}}, телефон {{client.phone}}.

1. Исполнитель обязуется переместить транспортное средство Заказчика на эвакуаторе, а Заказчик — оплатить услугу.

2. Транспортное средство: {{vehicle.make}} {{vehicle.model}}, госномер {{vehicle.plate}}, VIN {{vehicle.vin}}.

3. Адрес подачи эвакуатора: {{order.address}}. Плановое время подачи: {{order.plannedDate}}.

4. Обстоятельства: {{order.description}}.

5. Стоимость услуги: {{order.cost}}. Оплата производится после доставки транспортного средства в пункт назначения.

6. Погрузка и разгрузка выполняются Исполнителем. Заказчик подтверждает, что ключи и документы на транспортное средство находятся при нём.

7. Исполнитель несёт ответственность за сохранность транспортного средства с момента погрузки до момента разгрузки.

Заказчик с условиями ознакомлен и согласен: ____________________ / {{client.fio}}

Исполнитель: ____________________ / ____________________'),
	(NULL, 68, 'Акт хранения шин', 'к заявке № {{order.number}} от {{order.date}}

Дата составления: {{today}}

Хранитель: {{partner.name}}, {{office.name}}.
Поклажедатель: {{client.fio}}, телефон {{client.phone}}.
Автомобиль: {{vehicle.make}} {{vehicle.model}}, госномер {{vehicle.plate}}.

Поклажедатель передаёт, а Хранитель принимает на хранение:
объект хранения — {{tires.storedObject}}, количество шин — {{tires.count}}, диаметр — {{tires.diameter}};
шины передней оси — {{tires.front}};
шины задней оси — {{tires.rear}}.

Место хранения: {{tires.storagePlace}}.
Стоимость хранения: {{order.cost}}.

Состояние шин и дисков, остаточная глубина протектора и дефекты отражены в ведомости дефектов к заявке. Хранитель обеспечивает хранение при температуре от 0 до +25 °C вдали от источников тепла и прямого солнечного света.

Выдача производится по предъявлении настоящего акта и документа, удостоверяющего личность Поклажедателя.

Сдал (Поклажедатель): ____________________ / {{client.fio}}

Принял (Хранитель): ____________________ / ____________________');
