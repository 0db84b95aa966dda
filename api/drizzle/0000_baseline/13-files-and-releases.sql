-- Baseline, files and releases: src/db/schema/stored-files.ts, src/db/schema/releases.ts.
-- Generated from a database migrated through 0008 (see docs/architecture.md, "Database").
-- Statements run in file order; the files run in name order (src/db/migrate.ts).
CREATE SEQUENCE public.release_versions_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
CREATE TABLE public.release_targets (
    target text NOT NULL,
    live_version_id integer,
    previous_version_id integer,
    canary_version_id integer,
    canary_percent integer,
    revision integer DEFAULT 0 NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT release_targets_canary_check CHECK ((((canary_version_id IS NULL) = (canary_percent IS NULL)) AND ((COALESCE(canary_percent, 1) >= 1) AND (COALESCE(canary_percent, 1) <= 99))))
);
--> statement-breakpoint
CREATE TABLE public.release_version_files (
    version_id integer NOT NULL,
    path text NOT NULL,
    storage_key text NOT NULL,
    byte_size bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.release_versions (
    id integer NOT NULL,
    target text NOT NULL,
    version text NOT NULL,
    package_version text NOT NULL,
    content_hash text NOT NULL,
    built_at timestamp with time zone,
    git_commit text,
    requires jsonb NOT NULL,
    provides jsonb,
    origin_url text,
    file_count integer NOT NULL,
    byte_size bigint NOT NULL,
    uploaded_at timestamp with time zone DEFAULT now() NOT NULL,
    uploaded_by_user_id integer,
    uploaded_by text NOT NULL,
    promoted_at timestamp with time zone,
    promoted_by text
);
--> statement-breakpoint
CREATE TABLE public.session_release_previews (
    session_id uuid NOT NULL,
    target text NOT NULL,
    version_id integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.stored_file_chunks (
    content_id uuid NOT NULL,
    seq integer NOT NULL,
    data bytea NOT NULL,
    written_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.stored_files (
    key text NOT NULL,
    content_id uuid NOT NULL,
    size bigint NOT NULL,
    stored_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER SEQUENCE public.release_versions_id_seq OWNED BY public.release_versions.id;
--> statement-breakpoint
ALTER TABLE ONLY public.release_versions ALTER COLUMN id SET DEFAULT nextval('public.release_versions_id_seq'::regclass);
--> statement-breakpoint
ALTER TABLE ONLY public.release_targets
    ADD CONSTRAINT release_targets_pkey PRIMARY KEY (target);
--> statement-breakpoint
ALTER TABLE ONLY public.release_version_files
    ADD CONSTRAINT release_version_files_version_id_path_pk PRIMARY KEY (version_id, path);
--> statement-breakpoint
ALTER TABLE ONLY public.release_versions
    ADD CONSTRAINT release_versions_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.session_release_previews
    ADD CONSTRAINT session_release_previews_session_id_target_pk PRIMARY KEY (session_id, target);
--> statement-breakpoint
ALTER TABLE ONLY public.stored_file_chunks
    ADD CONSTRAINT stored_file_chunks_content_id_seq_pk PRIMARY KEY (content_id, seq);
--> statement-breakpoint
ALTER TABLE ONLY public.stored_files
    ADD CONSTRAINT stored_files_content_id_unique UNIQUE (content_id);
--> statement-breakpoint
ALTER TABLE ONLY public.stored_files
    ADD CONSTRAINT stored_files_pkey PRIMARY KEY (key);
--> statement-breakpoint
CREATE INDEX release_versions_target_uploaded_idx ON public.release_versions USING btree (target, uploaded_at);
--> statement-breakpoint
CREATE UNIQUE INDEX release_versions_target_version_unique ON public.release_versions USING btree (target, version);
--> statement-breakpoint
CREATE INDEX session_release_previews_version_idx ON public.session_release_previews USING btree (version_id);
--> statement-breakpoint
ALTER TABLE ONLY public.release_targets
    ADD CONSTRAINT release_targets_canary_version_id_release_versions_id_fk FOREIGN KEY (canary_version_id) REFERENCES public.release_versions(id);
--> statement-breakpoint
ALTER TABLE ONLY public.release_targets
    ADD CONSTRAINT release_targets_live_version_id_release_versions_id_fk FOREIGN KEY (live_version_id) REFERENCES public.release_versions(id);
--> statement-breakpoint
ALTER TABLE ONLY public.release_targets
    ADD CONSTRAINT release_targets_previous_version_id_release_versions_id_fk FOREIGN KEY (previous_version_id) REFERENCES public.release_versions(id);
--> statement-breakpoint
ALTER TABLE ONLY public.release_version_files
    ADD CONSTRAINT release_version_files_version_id_release_versions_id_fk FOREIGN KEY (version_id) REFERENCES public.release_versions(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.release_versions
    ADD CONSTRAINT release_versions_uploaded_by_user_id_users_id_fk FOREIGN KEY (uploaded_by_user_id) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.session_release_previews
    ADD CONSTRAINT session_release_previews_session_id_sessions_id_fk FOREIGN KEY (session_id) REFERENCES public.sessions(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.session_release_previews
    ADD CONSTRAINT session_release_previews_version_id_release_versions_id_fk FOREIGN KEY (version_id) REFERENCES public.release_versions(id) ON DELETE CASCADE;
