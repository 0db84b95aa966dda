-- Baseline, users and sessions: src/db/schema/users.ts, src/db/schema/sessions.ts.
-- Generated from a database migrated through 0008 (see docs/architecture.md, "Database").
-- Statements run in file order; the files run in name order (src/db/migrate.ts).
CREATE SEQUENCE public.users_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
CREATE TABLE public.login_addresses (
    user_id integer NOT NULL,
    ip text NOT NULL,
    last_login_at timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.password_recoveries (
    id integer NOT NULL,
    user_id integer NOT NULL,
    token_hash text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    valid_to timestamp with time zone NOT NULL,
    used_at timestamp with time zone,
    purpose text DEFAULT 'recovery'::text NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.sessions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    token_hash text NOT NULL,
    user_id integer NOT NULL,
    origin_session_id uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    last_used_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    max_expires_at timestamp with time zone NOT NULL,
    ip text,
    user_agent text
);
--> statement-breakpoint
CREATE TABLE public.user_agencies (
    user_id integer NOT NULL,
    agency_company_id integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.user_agency_users (
    user_id integer NOT NULL,
    agency_user_id integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.user_sales_persons (
    user_id integer NOT NULL,
    sales_person_id integer NOT NULL,
    "position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.user_vendor_companies (
    user_id integer NOT NULL,
    company_id integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.users (
    id integer NOT NULL,
    email text NOT NULL,
    password_hash text NOT NULL,
    first_name text NOT NULL,
    last_name text NOT NULL,
    phone text,
    company_id integer,
    roles text[] DEFAULT '{}'::text[] NOT NULL,
    active boolean DEFAULT true NOT NULL,
    storefront_active boolean DEFAULT true NOT NULL,
    locale text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    search_text text DEFAULT ''::text NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    updated_by_user_id integer
);
--> statement-breakpoint
ALTER TABLE public.password_recoveries ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.password_recoveries_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
ALTER SEQUENCE public.users_id_seq OWNED BY public.users.id;
--> statement-breakpoint
ALTER TABLE ONLY public.users ALTER COLUMN id SET DEFAULT nextval('public.users_id_seq'::regclass);
--> statement-breakpoint
CREATE FUNCTION public.users_search_text(first_name text, last_name text, email text, company_id integer) RETURNS text
    LANGUAGE sql STABLE PARALLEL SAFE
    AS $$
	SELECT "portal_search_fold"("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' ||
		coalesce((SELECT "c"."name" FROM "companies" "c" WHERE "c"."id" = "company_id"), ''))
$$;
--> statement-breakpoint
CREATE FUNCTION public.users_search_text_fill() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
	NEW."search_text" := "users_search_text"(NEW."first_name", NEW."last_name", NEW."email", NEW."company_id");
	RETURN NEW;
END
$$;
--> statement-breakpoint
ALTER TABLE ONLY public.login_addresses
    ADD CONSTRAINT login_addresses_user_id_ip_pk PRIMARY KEY (user_id, ip);
--> statement-breakpoint
ALTER TABLE ONLY public.password_recoveries
    ADD CONSTRAINT password_recoveries_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.password_recoveries
    ADD CONSTRAINT password_recoveries_token_hash_unique UNIQUE (token_hash);
--> statement-breakpoint
ALTER TABLE ONLY public.sessions
    ADD CONSTRAINT sessions_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.sessions
    ADD CONSTRAINT sessions_token_hash_unique UNIQUE (token_hash);
--> statement-breakpoint
ALTER TABLE ONLY public.user_agencies
    ADD CONSTRAINT user_agencies_user_id_agency_company_id_pk PRIMARY KEY (user_id, agency_company_id);
--> statement-breakpoint
ALTER TABLE ONLY public.user_agency_users
    ADD CONSTRAINT user_agency_users_user_id_agency_user_id_pk PRIMARY KEY (user_id, agency_user_id);
--> statement-breakpoint
ALTER TABLE ONLY public.user_sales_persons
    ADD CONSTRAINT user_sales_persons_user_id_sales_person_id_pk PRIMARY KEY (user_id, sales_person_id);
--> statement-breakpoint
ALTER TABLE ONLY public.user_vendor_companies
    ADD CONSTRAINT user_vendor_companies_user_id_company_id_pk PRIMARY KEY (user_id, company_id);
--> statement-breakpoint
ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);
--> statement-breakpoint
CREATE INDEX password_recoveries_user_idx ON public.password_recoveries USING btree (user_id);
--> statement-breakpoint
CREATE INDEX sessions_origin_idx ON public.sessions USING btree (origin_session_id);
--> statement-breakpoint
CREATE INDEX sessions_user_idx ON public.sessions USING btree (user_id);
--> statement-breakpoint
CREATE INDEX user_agency_users_agency_user_idx ON public.user_agency_users USING btree (agency_user_id);
--> statement-breakpoint
CREATE INDEX user_sales_persons_sales_person_idx ON public.user_sales_persons USING btree (sales_person_id, user_id);
--> statement-breakpoint
CREATE INDEX user_vendor_companies_company_idx ON public.user_vendor_companies USING btree (company_id);
--> statement-breakpoint
CREATE INDEX users_company_idx ON public.users USING btree (company_id);
--> statement-breakpoint
CREATE UNIQUE INDEX users_email_unique ON public.users USING btree (lower(email));
--> statement-breakpoint
CREATE INDEX users_name_order_idx ON public.users USING btree ((((first_name || ' '::text) || last_name)) COLLATE "und-x-icu", id) INCLUDE (first_name, last_name, roles);
--> statement-breakpoint
CREATE INDEX users_roles_idx ON public.users USING gin (roles);
--> statement-breakpoint
CREATE INDEX users_search_trgm_idx ON public.users USING gin (search_text public.gin_trgm_ops) WITH (fastupdate='false');
--> statement-breakpoint
CREATE TRIGGER users_search_text_insert BEFORE INSERT ON public.users FOR EACH ROW EXECUTE FUNCTION public.users_search_text_fill();
--> statement-breakpoint
CREATE TRIGGER users_search_text_update BEFORE UPDATE OF first_name, last_name, email, company_id, search_text ON public.users FOR EACH ROW EXECUTE FUNCTION public.users_search_text_fill();
--> statement-breakpoint
ALTER TABLE ONLY public.login_addresses
    ADD CONSTRAINT login_addresses_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.password_recoveries
    ADD CONSTRAINT password_recoveries_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.sessions
    ADD CONSTRAINT sessions_origin_session_id_sessions_id_fk FOREIGN KEY (origin_session_id) REFERENCES public.sessions(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.sessions
    ADD CONSTRAINT sessions_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.user_agencies
    ADD CONSTRAINT user_agencies_agency_company_id_companies_id_fk FOREIGN KEY (agency_company_id) REFERENCES public.companies(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.user_agencies
    ADD CONSTRAINT user_agencies_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.user_agency_users
    ADD CONSTRAINT user_agency_users_agency_user_id_users_id_fk FOREIGN KEY (agency_user_id) REFERENCES public.users(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.user_agency_users
    ADD CONSTRAINT user_agency_users_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.user_sales_persons
    ADD CONSTRAINT user_sales_persons_sales_person_id_users_id_fk FOREIGN KEY (sales_person_id) REFERENCES public.users(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.user_sales_persons
    ADD CONSTRAINT user_sales_persons_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.user_vendor_companies
    ADD CONSTRAINT user_vendor_companies_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.user_vendor_companies
    ADD CONSTRAINT user_vendor_companies_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id) ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_updated_by_user_id_users_id_fk FOREIGN KEY (updated_by_user_id) REFERENCES public.users(id) ON DELETE SET NULL;
