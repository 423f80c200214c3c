CREATE TABLE "geo_regions" (
	"fias_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"timezone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_refusals" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"office_id" integer,
	"reason_ref_value_id" integer NOT NULL,
	"comment" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tow_truck_bases" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"office_id" integer,
	"name" text NOT NULL,
	"address" text,
	"latitude" numeric(9, 6) NOT NULL,
	"longitude" numeric(9, 6) NOT NULL,
	"deleted_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tow_truck_drivers" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"truck_type_ref_value_id" integer NOT NULL,
	"truck_number" text,
	"base_id" integer,
	"base_price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"price_per_km" numeric(12, 2) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "latitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "longitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fias_id" text;--> statement-breakpoint
ALTER TABLE "order_refusals" ADD CONSTRAINT "order_refusals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refusals" ADD CONSTRAINT "order_refusals_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refusals" ADD CONSTRAINT "order_refusals_reason_ref_value_id_ref_values_id_fk" FOREIGN KEY ("reason_ref_value_id") REFERENCES "public"."ref_values"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refusals" ADD CONSTRAINT "order_refusals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tow_truck_bases" ADD CONSTRAINT "tow_truck_bases_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tow_truck_bases" ADD CONSTRAINT "tow_truck_bases_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tow_truck_drivers" ADD CONSTRAINT "tow_truck_drivers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tow_truck_drivers" ADD CONSTRAINT "tow_truck_drivers_truck_type_ref_value_id_ref_values_id_fk" FOREIGN KEY ("truck_type_ref_value_id") REFERENCES "public"."ref_values"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tow_truck_drivers" ADD CONSTRAINT "tow_truck_drivers_base_id_tow_truck_bases_id_fk" FOREIGN KEY ("base_id") REFERENCES "public"."tow_truck_bases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_refusals_order_id_idx" ON "order_refusals" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "tow_truck_bases_partner_id_idx" ON "tow_truck_bases" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "tow_truck_drivers_truck_type_idx" ON "tow_truck_drivers" USING btree ("truck_type_ref_value_id");--> statement-breakpoint
-- Product data: tow-truck types (reference 918) and the regions the time-zone filters know, by FIAS id.
INSERT INTO "refs" ("id", "name", "code") VALUES (918, 'Типы эвакуаторов', 'tow_truck_type');
--> statement-breakpoint
INSERT INTO "ref_values" ("id", "ref_id", "name", "sort") VALUES
	(9191, 918, 'Эвакуатор с ломаной платформой', 10),
	(9192, 918, 'Эвакуатор со сдвижной платформой', 20),
	(9193, 918, 'Эвакуатор с манипулятором', 30),
	(9194, 918, 'Грузовой эвакуатор', 40);
--> statement-breakpoint
INSERT INTO "geo_regions" ("fias_id", "name", "timezone") VALUES
	('0c5b2444-70a0-4932-980c-b4dc0d3f02b5', 'г. Москва', 'Europe/Moscow'),
	('29251dcf-00a1-4e34-98d4-5c47484a36d4', 'Московская обл.', 'Europe/Moscow'),
	('c2deb16a-0330-4f05-821f-1d09c93331e6', 'г. Санкт-Петербург', 'Europe/Moscow'),
	('6d1ebb35-70c6-4129-bd55-da3969658f5d', 'Ленинградская обл.', 'Europe/Moscow'),
	('0c089b04-099e-4e0e-955a-6bf1ce525f1a', 'Респ. Татарстан', 'Europe/Moscow'),
	('d00e1013-16bd-4c09-b3d5-3cb09fc54bd8', 'Краснодарский край', 'Europe/Moscow'),
	('88cd27e2-6a8a-4421-9718-719a28a0a088', 'Нижегородская обл.', 'Europe/Moscow'),
	('90c7181e-724f-41b3-b6c6-bd3ec7ae3f30', 'Калининградская обл.', 'Europe/Kaliningrad'),
	('df3d7359-afa9-4aaa-8ff9-197e73906b1c', 'Самарская обл.', 'Europe/Samara'),
	('92b30014-4d52-4e2e-892d-928142b924bf', 'Свердловская обл.', 'Asia/Yekaterinburg'),
	('6f2cbfd8-692a-4ee4-9b16-067210bde3fc', 'Респ. Башкортостан', 'Asia/Yekaterinburg'),
	('27eb7c10-a234-44da-a59c-8b1f864966de', 'Челябинская обл.', 'Asia/Yekaterinburg'),
	('4f8b1a21-e4bb-422f-9087-d3cbf4bebc14', 'Пермский край', 'Asia/Yekaterinburg'),
	('05426864-466d-41a3-82c4-11e61cdc98ce', 'Омская обл.', 'Asia/Omsk'),
	('1ac46b49-3209-4814-b7bf-a509ea1aecd9', 'Новосибирская обл.', 'Asia/Novosibirsk'),
	('db9c4f8b-b706-40e2-b2b4-d31b98dcd3d1', 'Красноярский край', 'Asia/Krasnoyarsk'),
	('6466c988-7ce3-45e5-8b97-90ae16cb1249', 'Иркутская обл.', 'Asia/Irkutsk'),
	('7d468b39-1afa-41ec-8c4f-97a8603cb3d4', 'Хабаровский край', 'Asia/Vladivostok'),
	('43909681-d6e1-432d-b61f-ddac393cb5da', 'Приморский край', 'Asia/Vladivostok'),
	('aea6280f-4648-460f-b8be-c2bc18923191', 'Сахалинская обл.', 'Asia/Sakhalin'),
	('d02f30fc-83bf-4c0f-ac2b-5729a866a207', 'Камчатский край', 'Asia/Kamchatka');
