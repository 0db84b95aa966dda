CREATE TABLE "content_pages" (
	"code" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"script" text DEFAULT '' NOT NULL,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_code_language_pk" PRIMARY KEY("code","language")
);
--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;