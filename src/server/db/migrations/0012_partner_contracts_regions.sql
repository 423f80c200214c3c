CREATE TABLE "address_cities" (
	"fias_id" text PRIMARY KEY NOT NULL,
	"region_fias_id" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_insurance_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"insurance_company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_legal_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"partner_legal_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"contract_number" text,
	"contract_date" date,
	"fee_rate" numeric(5, 2),
	"fee_fixed_part" numeric(12, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "partner_regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"region_fias_id" text NOT NULL,
	"city_fias_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "address_cities" ADD CONSTRAINT "address_cities_region_fias_id_geo_regions_fias_id_fk" FOREIGN KEY ("region_fias_id") REFERENCES "public"."geo_regions"("fias_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_insurance_companies" ADD CONSTRAINT "partner_insurance_companies_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_insurance_companies" ADD CONSTRAINT "partner_insurance_companies_insurance_company_id_insurance_companies_id_fk" FOREIGN KEY ("insurance_company_id") REFERENCES "public"."insurance_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_legal_services" ADD CONSTRAINT "partner_legal_services_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_legal_services" ADD CONSTRAINT "partner_legal_services_partner_legal_id_partner_legals_id_fk" FOREIGN KEY ("partner_legal_id") REFERENCES "public"."partner_legals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_legal_services" ADD CONSTRAINT "partner_legal_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_regions" ADD CONSTRAINT "partner_regions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_regions" ADD CONSTRAINT "partner_regions_region_fias_id_geo_regions_fias_id_fk" FOREIGN KEY ("region_fias_id") REFERENCES "public"."geo_regions"("fias_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_regions" ADD CONSTRAINT "partner_regions_city_fias_id_address_cities_fias_id_fk" FOREIGN KEY ("city_fias_id") REFERENCES "public"."address_cities"("fias_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_cities_region_idx" ON "address_cities" USING btree ("region_fias_id");--> statement-breakpoint
CREATE INDEX "address_cities_name_trgm_idx" ON "address_cities" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "partner_insurance_companies_key" ON "partner_insurance_companies" USING btree ("partner_id","insurance_company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_legal_services_legal_service_key" ON "partner_legal_services" USING btree ("partner_legal_id","service_id");--> statement-breakpoint
CREATE INDEX "partner_legal_services_partner_id_idx" ON "partner_legal_services" USING btree ("partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_regions_key" ON "partner_regions" USING btree ("partner_id","region_fias_id",coalesce("city_fias_id", ''));--> statement-breakpoint
CREATE INDEX "partners_inn_idx" ON "partners" USING btree ("inn");--> statement-breakpoint
-- The regional address directory's cities: the regional centres of the regions in geo_regions (FIAS AOGUIDs; the
-- federal cities carry their region's id). Product data, like geo_regions; extended as partners need more.
INSERT INTO "address_cities" ("fias_id", "region_fias_id", "name") VALUES
	('0c5b2444-70a0-4932-980c-b4dc0d3f02b5', '0c5b2444-70a0-4932-980c-b4dc0d3f02b5', 'Москва'),
	('c2deb16a-0330-4f05-821f-1d09c93331e6', 'c2deb16a-0330-4f05-821f-1d09c93331e6', 'Санкт-Петербург'),
	('93b3df57-4c89-44df-ac42-96f05e9cd3b9', '0c089b04-099e-4e0e-955a-6bf1ce525f1a', 'Казань'),
	('7dfa745e-aa19-4688-b121-b655c11e482f', 'd00e1013-16bd-4c09-b3d5-3cb09fc54bd8', 'Краснодар'),
	('555e7d61-d9a7-4ba6-9770-6caa8198c483', '88cd27e2-6a8a-4421-9718-719a28a0a088', 'Нижний Новгород'),
	('df679694-d505-4dd3-b514-4ba48c8a97d8', '90c7181e-724f-41b3-b6c6-bd3ec7ae3f30', 'Калининград'),
	('bb035cc3-1dc2-4627-9d25-a1bf2d4b936b', 'df3d7359-afa9-4aaa-8ff9-197e73906b1c', 'Самара'),
	('2763c110-cb8b-416a-9dac-ad28a55b4402', '92b30014-4d52-4e2e-892d-928142b924bf', 'Екатеринбург'),
	('7339e834-2cb4-4734-a4c7-1fca2c66e562', '6f2cbfd8-692a-4ee4-9b16-067210bde3fc', 'Уфа'),
	('a376e68d-724a-4472-be7c-891bdb09ae32', '27eb7c10-a234-44da-a59c-8b1f864966de', 'Челябинск'),
	('a309e4ce-2f36-4106-b1ca-53e0f48a6d95', '4f8b1a21-e4bb-422f-9087-d3cbf4bebc14', 'Пермь'),
	('140e31da-27bf-4519-9ea0-6185d681d44e', '05426864-466d-41a3-82c4-11e61cdc98ce', 'Омск'),
	('8dea00e3-9aab-4d8e-887c-ef2aaa546456', '1ac46b49-3209-4814-b7bf-a509ea1aecd9', 'Новосибирск'),
	('9b968c73-f4d4-4012-8da8-3dacd4d4c1bd', 'db9c4f8b-b706-40e2-b2b4-d31b98dcd3d1', 'Красноярск'),
	('8eeed222-72e7-47c3-ab3a-9a553c31cf72', '6466c988-7ce3-45e5-8b97-90ae16cb1249', 'Иркутск'),
	('a4859da8-9977-4b62-8436-4e1b98c5d13f', '7d468b39-1afa-41ec-8c4f-97a8603cb3d4', 'Хабаровск'),
	('7b6de6a5-86d0-4735-b11a-499081111af8', '43909681-d6e1-432d-b61f-ddac393cb5da', 'Владивосток');
