DROP INDEX "orders_status_created_at_idx";--> statement-breakpoint
DROP INDEX "reconciliation_acts_created_at_idx";--> statement-breakpoint
CREATE INDEX "clients_fio_trgm_idx" ON "clients" USING gin ((trim(coalesce("last_name", '') || coalesce(' ' || "first_name", '') || coalesce(' ' || "middle_name", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_phone_trgm_idx" ON "clients" USING gin ("phone_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_live_created_at_idx" ON "orders" USING btree ("created_at","id") WHERE "orders"."deleted_date" is null;--> statement-breakpoint
CREATE INDEX "orders_active_created_at_idx" ON "orders" USING btree ("created_at","id") WHERE "orders"."deleted_date" is null and "orders"."status_ref_value_id" not in (9015, 121, 29);--> statement-breakpoint
CREATE INDEX "orders_archive_created_at_idx" ON "orders" USING btree ("created_at","id") WHERE "orders"."deleted_date" is null and "orders"."status_ref_value_id" in (9015, 121, 29);--> statement-breakpoint
CREATE INDEX "orders_status_created_at_idx" ON "orders" USING btree ("status_ref_value_id","created_at","id") WHERE "orders"."deleted_date" is null;--> statement-breakpoint
CREATE INDEX "reconciliation_acts_created_at_idx" ON "reconciliation_acts" USING btree ("created_at","id");