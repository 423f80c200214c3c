DROP INDEX "orders_created_at_idx";--> statement-breakpoint
DROP INDEX "orders_client_id_idx";--> statement-breakpoint
DROP INDEX "orders_vehicle_id_idx";--> statement-breakpoint
DROP INDEX "orders_partner_id_idx";--> statement-breakpoint
DROP INDEX "orders_office_id_idx";--> statement-breakpoint
DROP INDEX "orders_planned_date_idx";--> statement-breakpoint
CREATE INDEX "offices_name_idx" ON "offices" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "partners_name_idx" ON "partners" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "orders_created_at_id_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_id_idx" ON "orders" USING btree ("status_ref_value_id","id");--> statement-breakpoint
CREATE INDEX "orders_service_id_id_idx" ON "orders" USING btree ("service_id","id");--> statement-breakpoint
CREATE INDEX "orders_client_id_id_idx" ON "orders" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "orders_vehicle_id_id_idx" ON "orders" USING btree ("vehicle_id","id");--> statement-breakpoint
CREATE INDEX "orders_partner_id_id_idx" ON "orders" USING btree ("partner_id","id");--> statement-breakpoint
CREATE INDEX "orders_office_id_id_idx" ON "orders" USING btree ("office_id","id");--> statement-breakpoint
CREATE INDEX "orders_cost_asc_idx" ON "orders" USING btree ("cost","id");--> statement-breakpoint
CREATE INDEX "orders_cost_desc_idx" ON "orders" USING btree ("cost" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_planned_date_asc_idx" ON "orders" USING btree ("planned_date","id");--> statement-breakpoint
CREATE INDEX "orders_planned_date_desc_idx" ON "orders" USING btree ("planned_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vehicles_number_idx" ON "vehicles" USING btree ("number","id");