-- Baseline, landing pages: src/db/schema/landing-pages.ts.
-- Generated from a database migrated through 0008 (see docs/architecture.md, "Database").
-- Statements run in file order; the files run in name order (src/db/migrate.ts).
CREATE SEQUENCE public.landing_page_types_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
CREATE SEQUENCE public.landing_pages_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
CREATE TABLE public.landing_page_type_targets (
    type_id integer NOT NULL,
    target_id integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.landing_page_types (
    id integer NOT NULL,
    name text NOT NULL,
    active boolean DEFAULT true NOT NULL,
    size_external_id integer NOT NULL,
    creative_format_id integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    updated_by_user_id integer
);
--> statement-breakpoint
CREATE TABLE public.landing_pages (
    id integer NOT NULL,
    name text NOT NULL,
    company_id integer NOT NULL,
    target_id integer NOT NULL,
    url text NOT NULL,
    state text DEFAULT 'new'::text NOT NULL,
    active boolean DEFAULT true NOT NULL,
    notes text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    type_id integer,
    version integer DEFAULT 1 NOT NULL,
    created_by_user_id integer,
    waiting_since timestamp with time zone,
    CONSTRAINT landing_pages_state_check CHECK ((state = ANY (ARRAY['new'::text, 'waiting-for-approval'::text, 'returned'::text, 'approved'::text])))
);
--> statement-breakpoint
ALTER SEQUENCE public.landing_page_types_id_seq OWNED BY public.landing_page_types.id;
--> statement-breakpoint
ALTER SEQUENCE public.landing_pages_id_seq OWNED BY public.landing_pages.id;
--> statement-breakpoint
ALTER TABLE ONLY public.landing_page_types ALTER COLUMN id SET DEFAULT nextval('public.landing_page_types_id_seq'::regclass);
--> statement-breakpoint
ALTER TABLE ONLY public.landing_pages ALTER COLUMN id SET DEFAULT nextval('public.landing_pages_id_seq'::regclass);
--> statement-breakpoint
ALTER TABLE ONLY public.landing_page_type_targets
    ADD CONSTRAINT landing_page_type_targets_type_id_target_id_pk PRIMARY KEY (type_id, target_id);
--> statement-breakpoint
ALTER TABLE ONLY public.landing_page_types
    ADD CONSTRAINT landing_page_types_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.landing_pages
    ADD CONSTRAINT landing_pages_pkey PRIMARY KEY (id);
--> statement-breakpoint
CREATE INDEX landing_page_type_targets_target_idx ON public.landing_page_type_targets USING btree (target_id);
--> statement-breakpoint
CREATE INDEX landing_page_types_format_idx ON public.landing_page_types USING btree (creative_format_id);
--> statement-breakpoint
CREATE UNIQUE INDEX landing_page_types_name_unique ON public.landing_page_types USING btree (lower(name));
--> statement-breakpoint
CREATE INDEX landing_pages_company_id_idx ON public.landing_pages USING btree (company_id, id);
--> statement-breakpoint
CREATE INDEX landing_pages_company_idx ON public.landing_pages USING btree (company_id, target_id);
--> statement-breakpoint
CREATE INDEX landing_pages_type_idx ON public.landing_pages USING btree (type_id);
--> statement-breakpoint
CREATE INDEX landing_pages_waiting_company_idx ON public.landing_pages USING btree (company_id, waiting_since, id) WHERE (state = 'waiting-for-approval'::text);
--> statement-breakpoint
CREATE INDEX landing_pages_waiting_idx ON public.landing_pages USING btree (waiting_since, id) WHERE (state = 'waiting-for-approval'::text);
--> statement-breakpoint
CREATE TRIGGER landing_pages_waiting_since_insert BEFORE INSERT ON public.landing_pages FOR EACH ROW WHEN (((new.state = 'waiting-for-approval'::text) AND (new.waiting_since IS NULL))) EXECUTE FUNCTION public.portal_waiting_since();
--> statement-breakpoint
CREATE TRIGGER landing_pages_waiting_since_update BEFORE UPDATE OF state ON public.landing_pages FOR EACH ROW WHEN (((new.state = 'waiting-for-approval'::text) AND (old.state IS DISTINCT FROM new.state))) EXECUTE FUNCTION public.portal_waiting_since();
--> statement-breakpoint
ALTER TABLE ONLY public.campaign_items
    ADD CONSTRAINT campaign_items_target_landing_page_id_landing_pages_id_fk FOREIGN KEY (target_landing_page_id) REFERENCES public.landing_pages(id) ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE ONLY public.creative_field_values
    ADD CONSTRAINT creative_field_values_landing_page_id_landing_pages_id_fk FOREIGN KEY (landing_page_id) REFERENCES public.landing_pages(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.creative_versions
    ADD CONSTRAINT creative_versions_landing_page_id_landing_pages_id_fk FOREIGN KEY (landing_page_id) REFERENCES public.landing_pages(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.landing_page_type_targets
    ADD CONSTRAINT landing_page_type_targets_target_id_targets_id_fk FOREIGN KEY (target_id) REFERENCES public.targets(id) ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE ONLY public.landing_page_type_targets
    ADD CONSTRAINT landing_page_type_targets_type_id_landing_page_types_id_fk FOREIGN KEY (type_id) REFERENCES public.landing_page_types(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.landing_page_types
    ADD CONSTRAINT landing_page_types_creative_format_id_creative_formats_id_fk FOREIGN KEY (creative_format_id) REFERENCES public.creative_formats(id) ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE ONLY public.landing_page_types
    ADD CONSTRAINT landing_page_types_updated_by_user_id_users_id_fk FOREIGN KEY (updated_by_user_id) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.landing_pages
    ADD CONSTRAINT landing_pages_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id) ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE ONLY public.landing_pages
    ADD CONSTRAINT landing_pages_created_by_user_id_users_id_fk FOREIGN KEY (created_by_user_id) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.landing_pages
    ADD CONSTRAINT landing_pages_target_id_targets_id_fk FOREIGN KEY (target_id) REFERENCES public.targets(id) ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE ONLY public.landing_pages
    ADD CONSTRAINT landing_pages_type_id_landing_page_types_id_fk FOREIGN KEY (type_id) REFERENCES public.landing_page_types(id) ON DELETE RESTRICT;
