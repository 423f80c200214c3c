CREATE TABLE "push_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token" text NOT NULL,
	"token_type_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_failed_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "socket_io_attachments" (
	"id" bigserial NOT NULL,
	"created_at" timestamp with time zone DEFAULT now(),
	"payload" "bytea",
	CONSTRAINT "socket_io_attachments_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "stored_file_chunks" (
	"storage_path" text NOT NULL,
	"chunk_offset" bigint NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "stored_file_chunks_storage_path_chunk_offset_pk" PRIMARY KEY("storage_path","chunk_offset")
);
--> statement-breakpoint
ALTER TABLE "push_registrations" ADD CONSTRAINT "push_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_registrations_token_idx" ON "push_registrations" USING btree ("token");--> statement-breakpoint
CREATE INDEX "push_registrations_user_idx" ON "push_registrations" USING btree ("user_id");