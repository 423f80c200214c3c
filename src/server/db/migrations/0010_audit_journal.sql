CREATE TABLE "audit_journal" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" integer,
	"entity" text NOT NULL,
	"entity_id" integer,
	"action" text NOT NULL,
	"partner_id" integer,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
ALTER TABLE "audit_journal" ADD CONSTRAINT "audit_journal_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_journal_at_idx" ON "audit_journal" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_journal_entity_idx" ON "audit_journal" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_journal_actor_idx" ON "audit_journal" USING btree ("actor_user_id");--> statement-breakpoint
CREATE INDEX "audit_journal_partner_idx" ON "audit_journal" USING btree ("partner_id","at");