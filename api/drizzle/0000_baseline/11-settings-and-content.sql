-- Baseline, settings and content: src/db/schema/settings.ts.
-- Generated from a database migrated through 0008 (see docs/architecture.md, "Database").
-- Statements run in file order; the files run in name order (src/db/migrate.ts).
CREATE SEQUENCE public.settings_variable_groups_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
CREATE SEQUENCE public.settings_variables_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
CREATE TABLE public.content_pages (
    code text NOT NULL,
    language text NOT NULL,
    title text NOT NULL,
    content text NOT NULL,
    script text DEFAULT ''::text NOT NULL,
    updated_by_user_id integer,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    version integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.rate_limit_buckets (
    key text NOT NULL,
    count integer NOT NULL,
    window_started_at timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.settings_variable_groups (
    id integer NOT NULL,
    identifier text NOT NULL,
    name text NOT NULL,
    "position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.settings_variables (
    id integer NOT NULL,
    group_id integer NOT NULL,
    identifier text NOT NULL,
    name text NOT NULL,
    type text NOT NULL,
    value text,
    "position" integer DEFAULT 0 NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    updated_by_user_id integer
);
--> statement-breakpoint
ALTER SEQUENCE public.settings_variable_groups_id_seq OWNED BY public.settings_variable_groups.id;
--> statement-breakpoint
ALTER SEQUENCE public.settings_variables_id_seq OWNED BY public.settings_variables.id;
--> statement-breakpoint
ALTER TABLE ONLY public.settings_variable_groups ALTER COLUMN id SET DEFAULT nextval('public.settings_variable_groups_id_seq'::regclass);
--> statement-breakpoint
ALTER TABLE ONLY public.settings_variables ALTER COLUMN id SET DEFAULT nextval('public.settings_variables_id_seq'::regclass);
--> statement-breakpoint
ALTER TABLE ONLY public.content_pages
    ADD CONSTRAINT content_pages_code_language_pk PRIMARY KEY (code, language);
--> statement-breakpoint
ALTER TABLE ONLY public.rate_limit_buckets
    ADD CONSTRAINT rate_limit_buckets_pkey PRIMARY KEY (key);
--> statement-breakpoint
ALTER TABLE ONLY public.settings_variable_groups
    ADD CONSTRAINT settings_variable_groups_identifier_unique UNIQUE (identifier);
--> statement-breakpoint
ALTER TABLE ONLY public.settings_variable_groups
    ADD CONSTRAINT settings_variable_groups_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.settings_variables
    ADD CONSTRAINT settings_variables_identifier_unique UNIQUE (identifier);
--> statement-breakpoint
ALTER TABLE ONLY public.settings_variables
    ADD CONSTRAINT settings_variables_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.content_pages
    ADD CONSTRAINT content_pages_updated_by_user_id_users_id_fk FOREIGN KEY (updated_by_user_id) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.settings_variables
    ADD CONSTRAINT settings_variables_group_id_settings_variable_groups_id_fk FOREIGN KEY (group_id) REFERENCES public.settings_variable_groups(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.settings_variables
    ADD CONSTRAINT settings_variables_updated_by_user_id_users_id_fk FOREIGN KEY (updated_by_user_id) REFERENCES public.users(id) ON DELETE SET NULL;
