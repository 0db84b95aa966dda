-- Releases of the shell and the remotes (issue 30, docs/releasing.md): immutable versions, their files,
-- what each target runs (live, previous, staged) and the versions a session previews.
CREATE TABLE "release_targets" (
	"target" text PRIMARY KEY NOT NULL,
	"live_version_id" integer,
	"previous_version_id" integer,
	"canary_version_id" integer,
	"canary_percent" integer,
	"revision" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "release_targets_canary_check" CHECK (("release_targets"."canary_version_id" is null) = ("release_targets"."canary_percent" is null) and coalesce("release_targets"."canary_percent", 1) between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "release_version_files" (
	"version_id" integer NOT NULL,
	"path" text NOT NULL,
	"storage_key" text NOT NULL,
	"byte_size" bigint NOT NULL,
	CONSTRAINT "release_version_files_version_id_path_pk" PRIMARY KEY("version_id","path")
);
--> statement-breakpoint
CREATE TABLE "release_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"target" text NOT NULL,
	"version" text NOT NULL,
	"package_version" text NOT NULL,
	"content_hash" text NOT NULL,
	"built_at" timestamp with time zone,
	"git_commit" text,
	"requires" jsonb NOT NULL,
	"provides" jsonb,
	"origin_url" text,
	"file_count" integer NOT NULL,
	"byte_size" bigint NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by_user_id" integer,
	"uploaded_by" text NOT NULL,
	"promoted_at" timestamp with time zone,
	"promoted_by" text
);
--> statement-breakpoint
CREATE TABLE "session_release_previews" (
	"session_id" uuid NOT NULL,
	"target" text NOT NULL,
	"version_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_release_previews_session_id_target_pk" PRIMARY KEY("session_id","target")
);
--> statement-breakpoint
ALTER TABLE "release_targets" ADD CONSTRAINT "release_targets_live_version_id_release_versions_id_fk" FOREIGN KEY ("live_version_id") REFERENCES "public"."release_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_targets" ADD CONSTRAINT "release_targets_previous_version_id_release_versions_id_fk" FOREIGN KEY ("previous_version_id") REFERENCES "public"."release_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_targets" ADD CONSTRAINT "release_targets_canary_version_id_release_versions_id_fk" FOREIGN KEY ("canary_version_id") REFERENCES "public"."release_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_version_files" ADD CONSTRAINT "release_version_files_version_id_release_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."release_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_versions" ADD CONSTRAINT "release_versions_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_release_previews" ADD CONSTRAINT "session_release_previews_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_release_previews" ADD CONSTRAINT "session_release_previews_version_id_release_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."release_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "release_versions_target_version_unique" ON "release_versions" USING btree ("target","version");--> statement-breakpoint
CREATE INDEX "release_versions_target_uploaded_idx" ON "release_versions" USING btree ("target","uploaded_at");--> statement-breakpoint
CREATE INDEX "session_release_previews_version_idx" ON "session_release_previews" USING btree ("version_id");