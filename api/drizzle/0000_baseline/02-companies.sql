-- Baseline, companies: src/db/schema/companies.ts.
-- Generated from a database migrated through 0008 (see docs/architecture.md, "Database").
-- Statements run in file order; the files run in name order (src/db/migrate.ts).
CREATE SEQUENCE public.companies_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
CREATE TABLE public.agency_vendor_companies (
    agency_company_id integer NOT NULL,
    vendor_company_id integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.companies (
    id integer NOT NULL,
    name text NOT NULL,
    type text NOT NULL,
    registration_number text,
    active boolean DEFAULT true NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT companies_type_check CHECK ((type = ANY (ARRAY['retailer'::text, 'vendor'::text, 'agency'::text])))
);
--> statement-breakpoint
ALTER SEQUENCE public.companies_id_seq OWNED BY public.companies.id;
--> statement-breakpoint
ALTER TABLE ONLY public.companies ALTER COLUMN id SET DEFAULT nextval('public.companies_id_seq'::regclass);
--> statement-breakpoint
CREATE FUNCTION public.companies_users_search_text() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
	UPDATE "users" SET "search_text" = '' WHERE "company_id" = NEW."id";
	RETURN NULL;
END
$$;
--> statement-breakpoint
ALTER TABLE ONLY public.agency_vendor_companies
    ADD CONSTRAINT agency_vendor_companies_agency_company_id_vendor_company_id_pk PRIMARY KEY (agency_company_id, vendor_company_id);
--> statement-breakpoint
ALTER TABLE ONLY public.companies
    ADD CONSTRAINT companies_pkey PRIMARY KEY (id);
--> statement-breakpoint
CREATE INDEX agency_vendor_companies_vendor_idx ON public.agency_vendor_companies USING btree (vendor_company_id);
--> statement-breakpoint
CREATE INDEX companies_name_idx ON public.companies USING btree (lower(name));
--> statement-breakpoint
CREATE TRIGGER companies_users_search_text AFTER UPDATE OF name ON public.companies FOR EACH ROW WHEN ((old.name IS DISTINCT FROM new.name)) EXECUTE FUNCTION public.companies_users_search_text();
--> statement-breakpoint
ALTER TABLE ONLY public.agency_vendor_companies
    ADD CONSTRAINT agency_vendor_companies_agency_company_id_companies_id_fk FOREIGN KEY (agency_company_id) REFERENCES public.companies(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.agency_vendor_companies
    ADD CONSTRAINT agency_vendor_companies_vendor_company_id_companies_id_fk FOREIGN KEY (vendor_company_id) REFERENCES public.companies(id) ON DELETE CASCADE;
