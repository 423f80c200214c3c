CREATE INDEX "qr_code_batches_created_idx" ON "qr_code_batches" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "vehicles_generation_id_idx" ON "vehicles" USING btree ("generation_id");--> statement-breakpoint
CREATE INDEX "vehicles_modification_id_idx" ON "vehicles" USING btree ("modification_id");