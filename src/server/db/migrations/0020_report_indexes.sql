CREATE INDEX "order_refusals_created_at_idx" ON "order_refusals" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_invoice_payments_terminal_created_idx" ON "order_invoice_payments" USING btree ("created_at") WHERE "order_invoice_payments"."method" = 'terminal' and "order_invoice_payments"."operation" = 'income';--> statement-breakpoint
CREATE INDEX "promo_uses_used_at_idx" ON "promo_uses" USING btree ("used_at") WHERE "promo_uses"."released_at" is null;--> statement-breakpoint
CREATE INDEX "order_history_moves_created_at_idx" ON "order_history" USING btree ("created_at") WHERE "order_history"."action" in ('status', 'updated');--> statement-breakpoint
CREATE INDEX "orders_partner_created_at_idx" ON "orders" USING btree ("partner_id","created_at") WHERE "orders"."deleted_date" is null;--> statement-breakpoint
CREATE INDEX "orders_user_created_at_idx" ON "orders" USING btree ("user_id","created_at") WHERE "orders"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_service_planned_date_idx" ON "orders" USING btree ("service_id","planned_date") WHERE "orders"."deleted_date" is null;--> statement-breakpoint
CREATE INDEX "user_balance_operations_order_id_idx" ON "user_balance_operations" USING btree ("order_id") WHERE "user_balance_operations"."order_id" is not null;